// A command that stops on Ctrl-C listens for a second one (serve, worker: "Ctrl-C again ends them
// now"). Between the first signal and the second listener there must be no moment without a
// listener: a signal then would kill the process by Node's default instead of being heard.
import { describe, expect, it } from 'vitest';
import { nextSignal } from '../src/cli/signals.ts';

const turn = () => new Promise((done) => setImmediate(done));

describe('nextSignal', () => {
  it('keeps listening until the next turn of the event loop, so that what runs on the signal can listen for the next', async () => {
    const before = { int: process.listenerCount('SIGINT'), term: process.listenerCount('SIGTERM') };
    const first = nextSignal();
    process.emit('SIGINT', 'SIGINT');
    // still listening in this turn: the code the signal resumes installs its own listener first
    expect(process.listenerCount('SIGINT')).toBe(before.int + 1);
    expect(await first.signal).toBe('SIGINT');
    const second = nextSignal();
    await turn();
    expect(process.listenerCount('SIGINT')).toBe(before.int + 1);
    second.stop();
    expect(process.listenerCount('SIGINT')).toBe(before.int);
    expect(process.listenerCount('SIGTERM')).toBe(before.term);
  });

  it('gives the signals back to Node when stopped without one', () => {
    const before = process.listenerCount('SIGTERM');
    const n = nextSignal();
    expect(process.listenerCount('SIGTERM')).toBe(before + 1);
    n.stop();
    expect(process.listenerCount('SIGTERM')).toBe(before);
  });
});
