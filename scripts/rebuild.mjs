import { run } from './build-if-needed.mjs';

run('npx', ['tsc', '-b', 'libs/domain', 'libs/contracts', 'apps/api']);
run(process.execPath, ['apps/api/dist/cli/rebuild.js', ...process.argv.slice(2)]);
