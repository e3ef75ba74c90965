import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
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

// The web reads the contracts' TypeScript sources directly: type-only imports from the index, runtime
// values from deep files that import nothing but other such files (so class-validator never reaches the bundle).
// `npm run lint` enforces it (eslint.config.js: no-restricted-imports, scripts/lint/web-runtime-imports.js).
export default defineConfig({
  plugins: [react(), emitRoutePatterns()],
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
