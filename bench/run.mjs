// npm run bench: every benchmark prints `<name> <value> <unit>` lines. Not a test: nothing here fails on a slow figure.
// The groups are the platform's and those the API's contexts declare (BENCHES in their context files); each loads on
// demand. `npm run bench -- <group>` runs one.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2];
const [{ benchSuitesOf }, { CONTEXTS }] = await Promise.all([import('../apps/api/dist/platform/benches.js'), import('../apps/api/dist/contexts.js')]);
const suites = benchSuitesOf(CONTEXTS);
const selected = suites.filter((suite) => !only || only === suite.name);
if (only && !selected.length) {
  console.error(`No bench group '${only}'. Groups: ${suites.map((suite) => suite.name).join(', ')}`);
  process.exit(2);
}
const services = selected.length ? await (await import('./harness.mjs')).startServices() : undefined;
try {
  for (const suite of selected) {
    const module = await import(pathToFileURL(join(root, suite.module)).href);
    await module[suite.run](services);
  }
} finally {
  await services?.stop();
}
process.exit(0);
