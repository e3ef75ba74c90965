import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const contracts = fileURLToPath(new URL('../../libs/contracts/src/', import.meta.url));
const domain = fileURLToPath(new URL('../../libs/domain/src/', import.meta.url));
const api = 'http://127.0.0.1:3000';

// The web reads the contracts' TypeScript sources directly: type-only imports from the index, runtime
// values from deep files that import nothing but other such files (so class-validator never reaches the bundle).
// `npm run lint` enforces it (eslint.config.js: no-restricted-imports, scripts/lint/web-runtime-imports.js).
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@k9\/contracts$/, replacement: `${contracts}index.ts` },
      { find: /^@k9\/contracts\/realtime$/, replacement: `${contracts}realtime/messages.ts` },
      { find: /^@k9\/contracts\/(.*)$/, replacement: `${contracts}$1` },
      // Pure domain files only (no package imports, all the way down), e.g. the setting type catalogue.
      { find: /^@k9\/domain\/(.*)$/, replacement: `${domain}$1` },
    ],
  },
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
