import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SOURCES = ['apps/web/src', 'apps/api/src', 'libs/domain/src', 'libs/contracts/src'];

/** Every source file (tests aside) of the web, the API and the libraries, with its text. */
const sources = (): Array<{ file: string; text: string }> =>
  SOURCES.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name) && !/\.(spec|int-spec|e2e-spec|testing)\.tsx?$/.test(name))
      .map((name) => ({ file: relative(ROOT, join(ROOT, dir, name)), text: readFileSync(join(ROOT, dir, name), 'utf8') })),
  );

const POLICY = 'libs/domain/src/shared/shown-html.ts';
// The policy is pure (the web takes runtime values from pure library files only): each side brings DOMPurify and marked.
const WEB = 'apps/web/src/features/site/components/markdown.ts';
const SERVER = 'libs/domain/src/studio/questions/rules/answer-html.ts';
// The diagram's html runs in a sandboxed frame with a sanitiser of its own (its styles are the diagram).
const DIAGRAM_FRAME = 'apps/web/src/features/content/content-management/components/safe-html.tsx';

/** Issue 23 item 9: one allow-list for markdown shown to anyone, in every reader (no reader with a policy of its own). */
describe('the readers of markdown and html', () => {
  const files = sources();

  it('sanitise with DOMPurify only under the shared policy (and in the sandboxed diagram frame)', () => {
    expect(files.filter(({ text }) => /from 'dompurify'/.test(text)).map(({ file }) => file).sort()).toEqual([DIAGRAM_FRAME, WEB, SERVER]);
    for (const file of [WEB, SERVER]) expect(readFileSync(join(ROOT, file), 'utf8')).toMatch(/\bshownHtml\(createDOMPurify\(|shownHtml\(purify, /);
    expect(readFileSync(join(ROOT, POLICY), 'utf8')).not.toMatch(/^import (?!\{ shownAddress)/m);
  });

  it('render markdown to html only under the shared policy (the table of contents only reads the headings)', () => {
    expect(files.filter(({ text }) => /from 'marked'/.test(text)).map(({ file }) => file).sort()).toEqual(['apps/web/src/features/learning/reading/toc.ts', WEB, SERVER]);
    expect(readFileSync(join(ROOT, 'apps/web/src/features/learning/reading/toc.ts'), 'utf8')).toMatch(/^import \{ Lexer \} from 'marked';$/m);
  });

  it('keep the diagram frame sandboxed with every restriction on (no allow-same-origin, no scripts)', () => {
    const frame = files.find(({ file }) => file === DIAGRAM_FRAME)!.text;
    expect(frame.match(/<iframe[^>]*>/g)).toEqual([expect.stringContaining('sandbox="" srcDoc={doc}')]);
  });

  it('put html in the page only as the policy made it', () => {
    const writers = files.filter(({ text }) => /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML|srcDoc=/.test(text));
    expect(writers.length).toBeGreaterThanOrEqual(5);
    for (const { file, text } of writers) {
      const shown = /import \{[^}]*\b(?:renderMarkdown|sanitizeShownHtml)\b[^}]*\} from '[./]*(?:site\/components\/|components\/|\.\/)?markdown'/.test(text);
      expect({ file, shown: shown || file === DIAGRAM_FRAME }).toEqual({ file, shown: true });
    }
  });
});
