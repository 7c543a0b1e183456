// The bench's own messages: a failing cold start reads `bench: cold-start: irl-kitchen …` (the
// group's runner adds the prefix once), and the bench's build waits for the build lock.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BUILD_LOCK, buildCommand } from '../bench/built.ts';
import { coldSeconds } from '../bench/cold-start-group.ts';
import { thrown } from './support/thrown.ts';

describe('the bench', () => {
  it('says which command failed a cold start, without a prefix of its own', () => {
    const message = thrown(() => coldSeconds(['--no-such-flag'], '/nonexistent/benchmark', 0, false, true));
    expect(message).toMatch(/^Error: irl-kitchen --no-such-flag exited 2:\n/);
  }, 60_000);

  it('builds under the build lock where flock is installed', () => {
    const [command, args] = buildCommand();
    const hasFlock = spawnSync('flock', ['--version'], { stdio: 'ignore' }).error === undefined;
    if (hasFlock) expect([command, ...args]).toEqual(['flock', BUILD_LOCK, 'npm', 'run', 'build', '--silent']);
    else expect([command, ...args]).toEqual(['npm', 'run', 'build', '--silent']);
    expect(BUILD_LOCK).toBe('/tmp/irl-build.lock');
  });
});
