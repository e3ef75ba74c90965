// npm run bench: every benchmark prints `<name> <value> <unit>` lines. Not a test: nothing here fails on a slow figure.
// Suites load on demand.
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
  quiz: async () => (await import('./quiz.bench.mjs')).benchQuiz,
  'ws-fanout': async () => (await import('./ws-fanout.bench.mjs')).benchWsFanout,
  // The bundle figures, then the learner list in Chromium (which needs the services).
  web: async () => {
    const [{ benchWeb }, { benchLearnerHome }] = await Promise.all([import('./web.bench.mjs'), import('./learner-home.bench.mjs')]);
    return async (services) => {
      await benchWeb();
      await benchLearnerHome(services);
    };
  },
};
const selected = Object.entries(suites).filter(([name]) => !only || only === name);
const services = selected.length ? await (await import('./harness.mjs')).startServices() : undefined;
try {
  for (const [, load] of selected) await (await load())(services);
} finally {
  await services?.stop();
}
process.exit(0);
