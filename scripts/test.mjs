import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded, run } from './build-if-needed.mjs';
import { JEST_TIMES_ENV, layerReport } from './test-layers.mjs';

// Type-check everything (the web app, and the tests, which jest runs untyped), build the web for the browser
// journeys, lint, then every jest project: unit, web-unit, int, e2e. At the end, the time of each layer against its
// budget (scripts/test-layers.mjs), also when a step failed.
// Say what did not run: the EventStoreDB and pgvector contract cases are registered only where a server is configured.
if (!process.env.EVENTSTORE_CONNECTION_STRING?.trim()) {
  process.on('exit', () => console.log('EventStoreDB: its contract cases and the projection, read-your-writes and second-instance int-specs on it did not run, no server is configured (EVENTSTORE_CONNECTION_STRING=esdb://localhost:2113?tls=false npm test runs them).'));
}
if (!process.env.PGVECTOR_TEST_URL?.trim()) {
  process.on('exit', () => console.log('pgvector: its vector store contract cases did not run, no server with the vector extension is configured (PGVECTOR_TEST_URL=postgres://postgres@localhost:5433/k9 npm test runs them).'));
}

const runStarted = performance.now();
const steps = [];
const jestTimes = join(tmpdir(), `k9-test-layers-${process.pid}.json`);
/** Runs `work` as the step `name`; a step that stops the run (run() exits on a failure) is reported as unfinished. */
const step = (name, work) => {
  const done = { name, started: performance.now(), unfinished: true };
  steps.push(done);
  work();
  done.unfinished = false;
  done.ms = performance.now() - done.started;
};
process.on('exit', () => {
  const finished = steps.map((done) => ({ ...done, ms: done.ms ?? performance.now() - done.started }));
  console.log(layerReport(finished, jestTimes, performance.now() - runStarted).join('\n'));
  rmSync(jestTimes, { force: true });
});

step('build', () => buildIfNeeded());
step('type-check', () => {
  run('npx', ['tsc', '-p', 'apps/web', '--noEmit']);
  run('npx', ['tsc', '-p', 'apps/api/tsconfig.test.json']);
});
step('lint', () => run('npm', ['run', 'lint']));
step('jest', () =>
  // The caller's arguments before the reporters: --reporters takes every word after it as one more reporter.
  run('npx', ['jest', '--ci', ...process.argv.slice(2), '--reporters', 'default', '--reporters', './scripts/test-layers.mjs'], {
    env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules --no-warnings --max-old-space-size=8192', [JEST_TIMES_ENV]: jestTimes },
  }),
);
