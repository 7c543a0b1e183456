// `repair -` and `view -` read the whole network before their search or page listens for Ctrl-C.
// The loading handler (main.ts's "interrupted while loading") must hear a signal both while the
// input is awaited (the read stops, saying so) and right after the read, until the command's own
// listener comes: a moment with no listener let Node end the process without a word.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { Interrupted } from '../src/cli/interrupt.ts';
import type { CliIO } from '../src/cli/io.ts';
import { beforeCommandListens } from '../src/cli/signals.ts';
import { readStandardInput, STDIN_INTERRUPTED } from '../src/cli/stdin-text.ts';

const turn = () => new Promise((done) => setImmediate(done));

const ioReading = (stdin: PassThrough): CliIO => ({ out() {}, err() {}, stdout: new PassThrough(), stdin, errIsTTY: false, exitCode: 0 });

/** Calls the SIGINT listeners added since `before` (never the test runner's own), as a signal would. */
function signalOurs(before: Function[]): number {
  const ours = process.listeners('SIGINT').filter((l) => !before.includes(l));
  for (const l of ours) (l as (s: NodeJS.Signals) => void)('SIGINT');
  return ours.length;
}

describe('Ctrl-C around a read of standard input', () => {
  it('after the read, before the command listens, the loading handler still hears it', async () => {
    const before = process.listeners('SIGINT');
    const heard: NodeJS.Signals[] = [];
    const stop = beforeCommandListens((s) => heard.push(s));
    try {
      const stdin = new PassThrough();
      const text = readStandardInput(ioReading(stdin));
      stdin.end('(fetch ?x ?k)\n');
      expect(await text).toBe('(fetch ?x ?k)\n');
      await turn();
      expect(signalOurs(before)).toBeGreaterThan(0);
      expect(heard).toEqual(['SIGINT']);
    } finally {
      stop();
    }
    expect(process.listeners('SIGINT')).toEqual(before);
  });

  it('during the read, the read stops saying so, and the loading handler is not called', async () => {
    const before = process.listeners('SIGINT');
    const heard: NodeJS.Signals[] = [];
    const stop = beforeCommandListens((s) => heard.push(s));
    try {
      const stdin = new PassThrough();
      const text = readStandardInput(ioReading(stdin)).catch((e: unknown) => e);
      await turn();
      expect(signalOurs(before)).toBeGreaterThan(0);
      const e = await text;
      expect(e).toBeInstanceOf(Interrupted);
      expect((e as Interrupted).message).toBe(`interrupted (Ctrl-C): ${STDIN_INTERRUPTED}`);
      expect((e as Interrupted).exitCode).toBe(130);
      expect(heard).toEqual([]);
    } finally {
      stop();
    }
  });

  it('with no loading handler (the library called directly), the read listens itself and gives the signals back', async () => {
    const before = process.listeners('SIGINT');
    const stdin = new PassThrough();
    const text = readStandardInput(ioReading(stdin)).catch((e: unknown) => e);
    await turn();
    expect(signalOurs(before)).toBe(1);
    expect(await text).toBeInstanceOf(Interrupted);
    expect(process.listeners('SIGINT')).toEqual(before);
  });
});
