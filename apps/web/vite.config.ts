import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';

const contracts = fileURLToPath(new URL('../../libs/contracts/src/', import.meta.url));
const domain = fileURLToPath(new URL('../../libs/domain/src/', import.meta.url));
const api = 'http://127.0.0.1:3000';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = [
  { find: /^@k9\/contracts$/, replacement: `${contracts}index.ts` },
  { find: /^@k9\/contracts\/realtime$/, replacement: `${contracts}realtime/messages.ts` },
  { find: /^@k9\/contracts\/(.*)$/, replacement: `${contracts}$1` },
  // Pure domain files only (no package imports, all the way down), e.g. the setting type catalogue.
  { find: /^@k9\/domain\/(.*)$/, replacement: `${domain}$1` },
];

/**
 * Writes dist/route-patterns.json: the addresses the app's own route tree has screens for (src/app/route-patterns.ts),
 * loaded from the same sources the bundle is built from. The API answers every other address with 404 (the same
 * not-found screen), so there is no second, hand-kept list of routes.
 */
function emitRoutePatterns(): Plugin {
  let outDir = join(root, 'dist');
  return {
    name: 'k9-route-patterns',
    apply: 'build',
    configResolved(config) {
      outDir = resolvePath(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!existsSync(outDir)) return; // the build failed: its own error says why
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        resolve: { alias },
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { appRoutePatterns } = (await server.ssrLoadModule('/src/app/app-route-patterns.ts')) as { appRoutePatterns: () => string[] };
        writeFileSync(join(outDir, 'route-patterns.json'), `${JSON.stringify({ patterns: appRoutePatterns() }, null, 2)}\n`);
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * Writes dist/.vite/chunks.json: each chunk's modules (paths inside the repository) with their rendered sizes, largest
 * first. bench/web.bench.mjs lists a page's chunks with their main contents from it.
 */
function emitChunkContents(): Plugin {
  const repository = fileURLToPath(new URL('../../', import.meta.url));
  return {
    name: 'k9-chunk-contents',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, [string, number][]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.entries(output.modules)
          .map(([id, module]): [string, number] => [id.replace(/^\0/, '').replace(/^.*\/node_modules\//, 'node_modules/').replace(repository, ''), module.renderedLength])
          .filter(([, size]) => size > 0)
          .sort((a, b) => b[1] - a[1]);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: `${JSON.stringify(chunks)}\n` });
    },
  };
}

// The web reads the contracts' TypeScript sources directly: type-only imports from the index, runtime
// values from deep files that import nothing but other such files (so class-validator never reaches the bundle).
// `npm run lint` enforces it (eslint.config.js: no-restricted-imports, scripts/lint/web-runtime-imports.js).
export default defineConfig({
  plugins: [react(), emitRoutePatterns(), emitChunkContents()],
  resolve: { alias },
  server: {
    // No changeOrigin: the api's origin check compares Origin with the Host it receives.
    proxy: {
      '/api': api,
      '/login': api,
      '/logout': api,
      '/profile': api,
      '/ws': { target: api, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // dist/.vite/manifest.json: bench/web.bench.mjs reads the homepage's entry and its static imports from it.
    manifest: true,
  },
});
