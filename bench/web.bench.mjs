// homepage_initial_js_gzip_kb: the JavaScript a first visit to / must download before the homepage renders: the
// entry script of apps/web/dist/index.html and everything it imports statically (what Vite modulepreloads).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { print } from './harness.mjs';

const web = new URL('../apps/web/', import.meta.url).pathname;
const dist = join(web, 'dist');

const newest = (path) =>
  statSync(path).isDirectory()
    ? Math.max(0, ...readdirSync(path).filter((name) => name !== 'node_modules' && name !== 'dist').map((name) => newest(join(path, name))))
    : statSync(path).mtimeMs;

function buildIfStale() {
  const built = join(dist, '.vite/manifest.json');
  const sources = [join(web, 'src'), join(web, 'index.html'), join(web, 'vite.config.ts'), new URL('../libs/contracts/src', import.meta.url).pathname];
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources.map(newest))) return;
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit', cwd: new URL('..', import.meta.url).pathname });
  if (result.status !== 0) throw new Error('web build failed');
}

/**
 * The entry chunk and its static imports, from the manifest, plus whatever index.html names itself; with `screens`,
 * also those lazily loaded screens (manifest keys: their source paths) and their static imports.
 */
function initialScripts(screens = []) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const screen of screens) {
    if (!manifest[screen]) throw new Error(`${screen} is not a chunk of the build`);
    visit(screen);
  }
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const [, file] of html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g)) files.add(file);
  return [...files];
}

// Vite's own report uses gzip at the default level and 1 kB = 1000 bytes: the figures compare with its output.
function gzipped(files) {
  const sizes = files.map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file))).length }));
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0) / 1000;
  const largest = sizes.sort((a, b) => b.gzip - a.gzip)[0];
  return { total: total.toFixed(1), note: `${files.length} files, largest ${largest.file} ${(largest.gzip / 1000).toFixed(1)} kB` };
}

/**
 * What /home needs before its first render: the entry, antd's providers, the signed-in guard, the learner layout and the
 * home screen with its reading tabs (the other areas, the item body and the dialogs load later).
 */
const LEARNER_HOME_SCREENS = [
  'src/app/antd-providers.tsx',
  'src/routes/require-signed-in.tsx',
  'src/features/learning/learner-layout.tsx',
  'src/features/learning/home/home-page.tsx',
];

export async function benchWeb() {
  buildIfStale();
  const homepage = gzipped(initialScripts());
  print('homepage_initial_js_gzip_kb', homepage.total, 'kB', `${homepage.note}; target <= 200`);
  const learner = gzipped(initialScripts(LEARNER_HOME_SCREENS));
  print('learner_home_initial_js_gzip_kb', learner.total, 'kB', `entry + antd providers + guard + learner layout + home screen: ${learner.note}; target <= 300`);
}
