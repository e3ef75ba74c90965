// ESLint rule: the web takes runtime values from @k9/contracts and @k9/domain only out of pure files: files whose
// runtime imports are, all the way down, other files of the library and never a package (apps/web/vite.config.ts aliases
// the libraries' sources), so class-validator, class-transformer and the domain's deciders never reach the browser
// bundle. Type-only imports are erased and always allowed.
import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@typescript-eslint/parser';

const LIBS = {
  contracts: fileURLToPath(new URL('../../libs/contracts/src/', import.meta.url)),
  domain: fileURLToPath(new URL('../../libs/domain/src/', import.meta.url)),
};
// The same aliases as vite.config.ts and apps/web/tsconfig.json.
const ALIASES = { '@k9/contracts/realtime': 'contracts/realtime/messages' };
const DEEP = /^@k9\/(contracts|domain)\/(.+)$/;

const cache = new Map();

const fileAt = (base) => {
  for (const candidate of [`${base}.ts`, `${base}/index.ts`]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Try the next candidate.
    }
  }
  return undefined;
};

/** The library file behind `@k9/<lib>/<path>`: null for other imports, undefined when there is no such file. */
function resolve(source) {
  const match = DEEP.exec(source);
  if (!match) return null;
  const [lib, path] = (ALIASES[source] ?? `${match[1]}/${match[2]}`).split(/\/(.*)/s);
  return fileAt(LIBS[lib] + path.replace(/\.js$/, ''));
}

/** The modules a file imports or re-exports at run time (type-only ones left out). */
function runtimeImports(file) {
  const { mtimeMs } = statSync(file);
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.imports;
  const program = parse(readFileSync(file, 'utf8'), { sourceType: 'module', range: false, loc: false });
  const imports = program.body
    .filter(
      (node) =>
        (node.type === 'ImportDeclaration' && node.importKind !== 'type') ||
        ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source && node.exportKind !== 'type'),
    )
    .map((node) => node.source.value);
  cache.set(file, { mtimeMs, imports });
  return imports;
}

const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type'));

/** The chain of runtime imports from `file` to the first package (or missing file) it brings along; null when pure. */
function impurity(file, seen = new Set()) {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const source of runtimeImports(file)) {
    if (!source.startsWith('.')) return [source];
    const target = fileAt(resolvePath(dirname(file), source.replace(/\.js$/, '')));
    if (!target) return [`${source} (not found)`];
    const chain = impurity(target, seen);
    if (chain) return [source, ...chain];
  }
  return null;
}

export const webRuntimeImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Runtime values from @k9/contracts and @k9/domain come only from pure files.' },
    schema: [],
    messages: {
      notPure:
        "'{{source}}' brings {{chain}} into the bundle: take runtime values only from files that import nothing but other such files of the library (a type-only import is fine).",
      missing: "'{{source}}' is not a file of the library's sources.",
    },
  },
  create(context) {
    const check = (node) => {
      if (!node.source || typeOnly(node)) return;
      const source = node.source.value;
      const file = resolve(source);
      if (file === null) return;
      if (file === undefined) return context.report({ node: node.source, messageId: 'missing', data: { source } });
      const chain = impurity(file);
      if (chain) context.report({ node: node.source, messageId: 'notPure', data: { source, chain: chain.join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
