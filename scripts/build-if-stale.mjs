// `npm test`'s pretest: builds the package only when a source is newer than the last build, so
// that `npm ci && npm test` builds once (npm ci already built it). The build's first step
// (`--begin`) notes when it started and its last (`--stamp`) makes that the stamp's time: a source
// saved while a build runs is newer than the stamp, so the next check builds again. The pretest
// builds under the lock other builds take (`flock /tmp/irl-build.lock`, where flock exists) and
// checks again once it holds it. Plain JavaScript: it runs before anything is built.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const STAMP = join(root, 'dist', '.build-stamp');
const STARTED = join(root, 'dist', '.build-started');
const BUILD_LOCK = '/tmp/irl-build.lock';
const SOURCES = ['src', 'physics', 'rules', 'ontology', 'grammar', 'scripts', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'tsconfig.scripts.json'];

/** The newest modification time under a path (files only; missing paths count as old). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let t = 0;
  for (const name of readdirSync(path)) t = Math.max(t, newest(join(path, name)));
  return t;
}

function stale() {
  const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
  return Math.max(...SOURCES.map((p) => newest(join(root, p)))) > built;
}

const hasFlock = () => spawnSync('flock', ['--version'], { stdio: 'ignore' }).error === undefined;

if (process.argv.includes('--begin')) {
  mkdirSync(join(root, 'dist'), { recursive: true });
  writeFileSync(STARTED, `${new Date().toISOString()}\n`);
} else if (process.argv.includes('--stamp')) {
  // a build run without --begin (an older script) still gets a stamp, of its end
  if (existsSync(STARTED)) renameSync(STARTED, STAMP);
  else writeFileSync(STAMP, `${new Date().toISOString()}\n`);
} else if (!stale()) {
  console.log('build: dist/ is current (no source newer than the last build)');
} else if (!process.argv.includes('--locked') && hasFlock()) {
  const r = spawnSync('flock', [BUILD_LOCK, process.execPath, new URL(import.meta.url).pathname, '--locked'], { stdio: 'inherit', cwd: root });
  process.exit(r.status ?? 1);
} else {
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root });
  process.exit(r.status ?? 1);
}
