import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

export const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const newest = (dir) => {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
};

/** tsc -b is incremental; the web is rebuilt only when its sources (or the contracts) are newer than its build. */
export function buildIfNeeded() {
  run('npx', ['tsc', '-b', 'libs/domain', 'libs/contracts', 'apps/api']);
  const built = join(root, 'apps/web/dist/index.html');
  const sources = Math.max(newest(join(root, 'apps/web/src')), newest(join(root, 'libs/contracts/src')), statSync(join(root, 'apps/web/index.html')).mtimeMs);
  if (!existsSync(built) || statSync(built).mtimeMs < sources) run('npm', ['run', 'build', '-w', 'apps/web']);
}
