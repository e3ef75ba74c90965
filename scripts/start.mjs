import { spawn } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
const api = spawn(process.execPath, ['apps/api/dist/main.js'], { stdio: 'inherit', cwd: new URL('..', import.meta.url).pathname });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
