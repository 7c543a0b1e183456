// The built package (dist/), which the bench measures: built first when it is missing or older
// than the sources. No source module is imported here, so that the bench's own modules can be
// pointed at dist/ before any is loaded (run.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
// the build's stamp carries the time the build began (scripts/build-if-stale.mjs): a source saved
// during a build is newer than it
const BUILT = join(ROOT, 'dist', '.build-stamp');
/** The lock builds by hand take (`flock /tmp/irl-build.lock npm run build`): two builds writing dist/ at once break each other. */
export const BUILD_LOCK = '/tmp/irl-build.lock';

export function builtIsCurrent(): boolean {
  if (!existsSync(BUILT)) return false;
  const builtAt = statSync(BUILT).mtimeMs;
  return ['src', 'physics'].every((dir) => (readdirSync(join(ROOT, dir), { recursive: true }) as string[]).every((f) => !f.endsWith('.ts') || statSync(join(ROOT, dir, f)).mtimeMs <= builtAt));
}

/** The build's command and arguments: under `flock` on BUILD_LOCK where flock is installed (Linux), else plain. */
export function buildCommand(): [string, string[]] {
  const build = ['run', 'build', '--silent'];
  const hasFlock = spawnSync('flock', ['--version'], { stdio: 'ignore' }).error === undefined;
  return hasFlock ? ['flock', [BUILD_LOCK, 'npm', ...build]] : ['npm', build];
}

/** Builds the package unless it is current; throws (a message without the bench's prefix) when the build fails. */
export function ensureBuilt() {
  if (builtIsCurrent()) return;
  const [command, args] = buildCommand();
  const build = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (build.status !== 0) throw new Error(`npm run build failed, so the built package cannot be timed:\n${build.stdout}${build.stderr}`);
  // the build began before a source was saved: what it built is not what would be timed
  if (!builtIsCurrent()) throw new Error('a source was saved while the package was built, so the built package is not the one the sources make: run the bench again');
}
