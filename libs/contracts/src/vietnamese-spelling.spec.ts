import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

/**
 * docs/glossary.md: Khóa, Hủy, Xóa, with the tone on the main vowel, never on the second vowel of 'oa' or 'uy' (the
 * old style). Scans the texts the web shows (its own, the contracts', the domain's), the API's and the docs, in any
 * letter case; the glossary itself shows the banned forms. A whole word only: 'khoán' (chứng khoán) is another word.
 * The spec never writes them, so no spec text is an exception.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCANNED = ['apps/web/src', 'apps/web/e2e', 'libs/contracts/src', 'libs/domain/src', 'apps/api/src', 'docs'];
const SOURCE = /\.(ts|tsx|md|css|html)$/;
// The three banned words, written with escapes so that this file does not match itself.
const BANNED = /(?<!\p{L})(kho\u00e1|hu\u1ef7|xo\u00e1)(?!\p{L})/giu;
const RULE_FILES = new Set(['docs/glossary.md']);

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') yield* files(path);
    } else if (SOURCE.test(entry.name)) yield path;
  }
}

describe('Vietnamese spelling (issue 24 §3)', () => {
  it('writes Khóa, Hủy and Xóa, never with the tone on the second vowel', () => {
    const found: string[] = [];
    for (const dir of SCANNED) {
      for (const path of files(join(ROOT, dir))) {
        if (RULE_FILES.has(relative(ROOT, path))) continue;
        const lines = readFileSync(path, 'utf8').normalize('NFC').split('\n');
        lines.forEach((line: string, index: number) => {
          for (const match of line.matchAll(BANNED)) found.push(`${relative(ROOT, path)}:${index + 1} ${match[0]}`);
        });
      }
    }
    expect(found).toEqual([]);
  });
});
