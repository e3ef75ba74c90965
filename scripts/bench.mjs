import { buildIfNeeded, run } from './build-if-needed.mjs';

buildIfNeeded();
run(process.execPath, ['bench/run.mjs', ...process.argv.slice(2)]);
