// npm run bench: every benchmark prints `<name> <value> <unit>` lines. Not a test: nothing here fails on a slow figure.
// Suites load on demand, so `web` (which only reads the built bundle) needs neither the api build nor any service.
const only = process.argv[2];
const suites = {
  'event-store': async () => (await import('./event-store.bench.mjs')).benchEventStore,
  api: async () => (await import('./api.bench.mjs')).benchApi,
  rebuild: async () => (await import('./rebuild.bench.mjs')).benchRebuild,
  content: async () => (await import('./content.bench.mjs')).benchContent,
  'management-table': async () => (await import('./management-table.bench.mjs')).benchManagementTable,
  'content-import': async () => (await import('./content-import.bench.mjs')).benchContentImport,
  ai: async () => (await import('./ai.bench.mjs')).benchAi,
  studio: async () => (await import('./studio.bench.mjs')).benchStudio,
  web: async () => (await import('./web.bench.mjs')).benchWeb,
};
const selected = Object.entries(suites).filter(([name]) => !only || only === name);
const services = selected.some(([name]) => name !== 'web') ? await (await import('./harness.mjs')).startServices() : undefined;
try {
  for (const [, load] of selected) await (await load())(services);
} finally {
  await services?.stop();
}
process.exit(0);
