// `npm test`'s pretest: builds the package only when a source is newer than the last build, so
// that `npm ci && npm test` builds once (npm ci already built it). `--stamp` (the build's last
// step) records that the build is current. Plain JavaScript: it runs before anything is built.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const STAMP = join(root, 'dist', '.build-stamp');
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

if (process.argv.includes('--stamp')) {
  writeFileSync(STAMP, `${new Date().toISOString()}\n`);
} else {
  const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map((p) => newest(join(root, p))));
  if (changed > built) {
    const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root });
    process.exit(r.status ?? 1);
  }
  console.log('build: dist/ is current (no source newer than the last build)');
}
