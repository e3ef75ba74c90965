import { buildIfNeeded, run } from './build-if-needed.mjs';

// Type-check everything (the web app, and the tests, which jest runs untyped), build the web for the browser
// journeys, lint, then every jest project: unit, web-unit, int, e2e.
buildIfNeeded();
run('npx', ['tsc', '-p', 'apps/web', '--noEmit']);
run('npx', ['tsc', '-p', 'apps/api/tsconfig.test.json']);
run('npm', ['run', 'lint']);
run('npx', ['jest', '--ci', ...process.argv.slice(2)], { env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules --no-warnings --max-old-space-size=8192' } });
