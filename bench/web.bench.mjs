// homepage_initial_js_gzip_kb: the JavaScript a first visit to / must download before the homepage renders: the
// entry script of apps/web/dist/index.html and everything it imports statically (what Vite modulepreloads).
// learner_home_initial_js_gzip_kb: the same for /home (the entry, then the screens the route tree loads before the
// learner's home renders). Each figure is followed by its chunks (gzip size and their largest modules), read from
// dist/.vite/chunks.json (written by vite.config.ts's emitChunkContents).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { print } from './harness.mjs';

const web = new URL('../apps/web/', import.meta.url).pathname;

const newest = (path) =>
  statSync(path).isDirectory()
    ? Math.max(0, ...readdirSync(path).filter((name) => name !== 'node_modules' && name !== 'dist').map((name) => newest(join(path, name))))
    : statSync(path).mtimeMs;

function buildIfStale(dist) {
  const built = join(dist, '.vite/chunks.json');
  const sources = [join(web, 'src'), join(web, 'index.html'), join(web, 'vite.config.ts'), new URL('../libs/contracts/src', import.meta.url).pathname];
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources.map(newest))) return;
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit', cwd: new URL('..', import.meta.url).pathname });
  if (result.status !== 0) throw new Error('web build failed');
}

/**
 * The entry chunk and its static imports, from the manifest, plus whatever index.html names itself; with `screens`,
 * also those lazily loaded screens (manifest keys: their source paths) and their static imports.
 */
function initialScripts(dist, screens = [], { optional = false } = {}) {
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
    if (!manifest[screen] && optional) continue;
    if (!manifest[screen]) throw new Error(`${screen} is not a chunk of the build`);
    visit(screen);
  }
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const [, file] of html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g)) files.add(file);
  return [...files];
}

const shortName = (module) =>
  module
    .replace(/^node_modules\//, '')
    .replace(/^apps\/web\/src\//, '')
    .replace(/\/dist\/.*\/([^/]+)$/, '/…/$1')
    .replace(/\/cjs\//, '/');

/** A chunk's largest modules, as shares of its (unminified) rendered code, down to 5 % and at most four. */
function contents(modules = []) {
  const total = modules.reduce((sum, [, size]) => sum + size, 0);
  const main = modules.filter(([, size]) => size >= total * 0.05).slice(0, 4);
  const rest = modules.length - main.length;
  return `${main.map(([module, size]) => `${shortName(module)} ${Math.round((100 * size) / total)} %`).join(', ')}${rest ? `, +${rest} more` : ''}`;
}

// Vite's own report uses gzip at the default level and 1 kB = 1000 bytes: the figures compare with its output.
function gzipped(dist, files) {
  const chunks = JSON.parse(readFileSync(join(dist, '.vite/chunks.json'), 'utf8'));
  const sizes = files.map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file))).length })).sort((a, b) => b.gzip - a.gzip);
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0) / 1000;
  const line = (kB, text) => `    ${kB.toFixed(1).padStart(6)} kB  ${text}`;
  const small = sizes.filter(({ gzip }) => gzip < 1000);
  const lines = sizes.filter(({ gzip }) => gzip >= 1000).map(({ file, gzip }) => line(gzip / 1000, `${file.replace(/^assets\//, '')}: ${contents(chunks[file])}`));
  if (small.length) {
    const names = small.map(({ file }) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, ''));
    lines.push(line(small.reduce((sum, { gzip }) => sum + gzip, 0) / 1000, `${small.length} chunks under 1 kB: ${names.join(', ')}`));
  }
  const antd = files.flatMap((file) => chunks[file] ?? []).filter(([module]) => /node_modules\/(antd|@ant-design|@rc-component)\//.test(module)).length;
  return { total: total.toFixed(1), note: `${files.length} files, ${antd} antd modules, largest ${sizes[0].file} ${(sizes[0].gzip / 1000).toFixed(1)} kB`, lines };
}

/**
 * What /home needs before its first render: the entry, antd's providers, the signed-in guard, the learner layout and the
 * home screen's frame (toolbar and tabs). The reading tabs' areas, the user menu and the narrow '...' menu start loading
 * as the frame's modules run (during the guard's ~1 s spinner): they are listed apart, as what follows the frame. The
 * other areas, the item body and the dialogs load later.
 */
const LEARNER_HOME_SCREENS = [
  'src/app/antd-providers.tsx',
  'src/routes/require-signed-in.tsx',
  'src/features/learning/learner-layout.tsx',
  'src/features/learning/home/home-page.tsx',
];
const LEARNER_HOME_FOLLOWING = [
  'src/features/learning/home/reading-areas.ts',
  'src/features/identity/account/user-menu.tsx',
  'src/features/learning/home/more-tabs-menu.tsx',
];

/** `dist`: another build of the web app to read instead of apps/web/dist (built when stale), e.g. to compare two versions. */
export async function benchWeb({ dist } = {}) {
  if (!dist) buildIfStale((dist = join(web, 'dist')));
  else if (!existsSync(join(dist, '.vite/chunks.json'))) throw new Error(`${dist} is not a build of apps/web with its chunk contents`);
  const homepage = gzipped(dist, initialScripts(dist));
  print('homepage_initial_js_gzip_kb', homepage.total, 'kB', `entry and its static imports: ${homepage.note}; target <= 120`);
  console.log(homepage.lines.join('\n'));
  const frame = initialScripts(dist, LEARNER_HOME_SCREENS);
  const learner = gzipped(dist, frame);
  print('learner_home_initial_js_gzip_kb', learner.total, 'kB', `entry + antd providers + guard + learner layout + home screen's frame: ${learner.note}; target <= 300`);
  console.log(learner.lines.join('\n'));
  const later = initialScripts(dist, LEARNER_HOME_FOLLOWING, { optional: true }).filter((file) => !frame.includes(file));
  if (!later.length) return;
  const following = gzipped(dist, later);
  console.log(`  then, during the guard's spinner: the reading tabs' areas, the user menu and the '...' menu, ${following.total} kB (${following.note})`);
  console.log(following.lines.join('\n'));
}
