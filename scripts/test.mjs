import { buildIfNeeded, run } from './build-if-needed.mjs';

// Type-check everything (the web app, and the tests, which jest runs untyped), build the web for the browser
// journeys, lint, then every jest project: unit, web-unit, int, e2e.
// Say what did not run: the EventStoreDB contract cases are registered only where a server is configured.
if (!process.env.EVENTSTORE_CONNECTION_STRING?.trim()) {
  process.on('exit', () => console.log('EventStoreDB: its contract cases did not run, no server is configured (EVENTSTORE_CONNECTION_STRING=esdb://localhost:2113?tls=false npm test runs them).'));
}
buildIfNeeded();
run('npx', ['tsc', '-p', 'apps/web', '--noEmit']);
run('npx', ['tsc', '-p', 'apps/api/tsconfig.test.json']);
run('npm', ['run', 'lint']);
run('npx', ['jest', '--ci', ...process.argv.slice(2)], { env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules --no-warnings --max-old-space-size=8192' } });
