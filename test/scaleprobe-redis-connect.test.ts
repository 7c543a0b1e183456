// A Redis that cannot be reached stops the command at once: nothing of the refused connection is
// left to keep the process alive afterwards. ioredis closes a client by ending its socket and
// destroying it after `disconnectTimeout` (2 s by default) unless the socket closes first; a
// socket that was refused (or never answered) has closed already, so that timer always ran out
// and every refused `evaluate --queue`, `worker` or `serve --store` lingered 2 s after its message.
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectRedis } from '../src/redis/connect.ts';

/** Fake timers for the client's own timers only; sockets stay real. */
const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

/** A port that nothing listens on: one taken and let go. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((done) => s.listen(0, '127.0.0.1', done));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((done) => s.close(() => done()));
  return port;
}

/** Whether the pending timers all run out within `ms` of fake time. */
function pendingTimersAfter(ms: number): number {
  vi.advanceTimersByTime(ms);
  return vi.getTimerCount();
}

describe('connectRedis when Redis cannot be reached', () => {
  let silent: Server | null = null;
  const held: Socket[] = [];
  afterEach(async () => {
    vi.useRealTimers();
    for (const s of held.splice(0)) s.destroy();
    await new Promise<void>((done) => (silent ? silent.close(() => done()) : done()));
    silent = null;
  });

  it('a refused connection: one line, and no timer of the client left behind', async () => {
    const port = await closedPort();
    fakeTimers();
    await expect(connectRedis(`redis://127.0.0.1:${port}/0`, '--queue')).rejects.toThrow(new RegExp(`^--queue: cannot reach Redis at redis://127\\.0\\.0\\.1:${port}/0: connect ECONNREFUSED`));
    expect(pendingTimersAfter(1000)).toBe(0);
  });

  it('a server that never answers: one line once the wait is over, and no timer left behind', async () => {
    silent = createServer((s) => held.push(s));
    await new Promise<void>((done) => silent!.listen(0, '127.0.0.1', done));
    const port = (silent.address() as { port: number }).port;
    // the server's own event, not a count of turns: on a loaded machine the accept can take many
    const accepted = new Promise<void>((done) => silent!.once('connection', () => done()));
    fakeTimers();
    const attempt = connectRedis(`redis://127.0.0.1:${port}/0`, '--queue');
    let said: string | null = null;
    void attempt.then(
      () => (said = 'connected'),
      (e: Error) => (said = e.message),
    );
    // the connection is made (the server accepts it) and then waits for an answer that never comes
    await accepted;
    expect(held).toHaveLength(1);
    // time moves on only until the attempt is given up, so that what is left is what it leaves
    for (let i = 0; i < 200 && said === null; i++) await vi.advanceTimersByTimeAsync(100);
    expect(said).toMatch(/^--queue: cannot reach Redis at redis:\/\/127\.0\.0\.1:\d+\/0: no answer within \d+ ms$/);
    expect(pendingTimersAfter(1000)).toBe(0);
  });
});
