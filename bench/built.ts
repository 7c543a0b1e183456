// The built package (dist/), which the bench measures: built first when it is missing or older
// than the sources. No source module is imported here, so that the bench's own modules can be
// pointed at dist/ before any is loaded (run.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILT = join(ROOT, 'dist', 'src', 'cli', 'main.js');

export function builtIsCurrent(): boolean {
  if (!existsSync(BUILT)) return false;
  const builtAt = statSync(BUILT).mtimeMs;
  return ['src', 'physics'].every((dir) => (readdirSync(join(ROOT, dir), { recursive: true }) as string[]).every((f) => !f.endsWith('.ts') || statSync(join(ROOT, dir, f)).mtimeMs <= builtAt));
}

export function ensureBuilt() {
  if (builtIsCurrent()) return;
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (build.status !== 0 || !builtIsCurrent()) throw new Error(`bench: npm run build failed, so the built package cannot be timed:\n${build.stdout}${build.stderr}`);
}
