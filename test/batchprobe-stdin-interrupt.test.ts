// A signal while standard input is still awaited (`sleep 30 | irl-kitchen evaluate --input -`)
// stops the command at once with a word on what it was doing.
import { describe, expect, it } from 'vitest';
import { blockedOnInput, start } from './support/spawned-cli.ts';

describe('a signal while standard input is awaited', () => {
  for (const [args, signal, code, said] of [
    [['evaluate', '--input', '-'], 'SIGINT', 130, 'interrupted (Ctrl-C): while reading standard input, before any recipe: nothing scored'],
    [['run', '-'], 'SIGTERM', 143, 'interrupted (SIGTERM): while reading standard input, before any recipe: nothing ran'],
    [['repair', '-'], 'SIGINT', 130, 'interrupted (Ctrl-C): while reading standard input, before any result: nothing written'],
    [['view', '-'], 'SIGTERM', 143, 'interrupted (SIGTERM): while reading standard input, before any result: nothing written'],
  ] as const) {
    it(`${args.join(' ')}: stops on ${signal} with the pipe still open`, { timeout: 90_000 }, async () => {
      const cmd = start([...args]);
      await blockedOnInput(cmd.child.pid!);
      cmd.child.kill(signal);
      // the pipe is never closed: the command must end on the signal alone
      const { code: exit, err } = await cmd.exited;
      expect(err).toContain(said);
      expect(exit).toBe(code);
    });
  }
});
