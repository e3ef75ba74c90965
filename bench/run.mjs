// npm run bench: every benchmark prints `<name> <value> <unit>` lines. Not a test: nothing here fails on a slow figure.
import { benchApi } from './api.bench.mjs';
import { benchEventStore } from './event-store.bench.mjs';
import { startServices } from './harness.mjs';
import { benchRebuild } from './rebuild.bench.mjs';

const only = process.argv[2];
const suites = { 'event-store': benchEventStore, api: benchApi, rebuild: benchRebuild };
const services = await startServices();
try {
  for (const [name, bench] of Object.entries(suites)) if (!only || only === name) await bench(services);
} finally {
  await services.stop();
}
process.exit(0);
