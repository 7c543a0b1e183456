// The sessions a worker thread holds between requests: most recently used kept, at most 32, and
// all but the last two let go once the thread's heap is half full, so that long sessions'
// listing memos never fill a thread until a request is stopped with 507 memory-limit.
import { describe, expect, it } from 'vitest';
import { SessionCache } from '../src/server/work/session-cache.ts';
import type { Session } from '../src/session/index.ts';

const MiB = 1024 * 1024;
const fake = (n: number) => ({ n, runMillis: 0 }) as unknown as Session;

describe('a worker thread\'s held sessions', () => {
  it('keeps the 32 most recently used while the heap has room', () => {
    const cache = new SessionCache({}, () => ({ used: 10 * MiB, limit: 400 * MiB }));
    for (let i = 0; i < 40; i++) cache.keep(`s${i}`, 0, fake(i));
    expect(cache.size).toBe(32);
    // the oldest went first; a held one comes back at its version without a replay
    const held = cache.get({ id: 's39', version: 0 } as never, 1000);
    expect((held as unknown as { n: number }).n).toBe(39);
  });

  it('lets all but the last two go once the heap is half full, and keeps them again when it has room', () => {
    let used = 10 * MiB;
    const cache = new SessionCache({}, () => ({ used, limit: 400 * MiB }));
    for (let i = 0; i < 10; i++) cache.keep(`s${i}`, 0, fake(i));
    expect(cache.size).toBe(10);
    used = 201 * MiB;
    cache.keep('s10', 0, fake(10));
    expect(cache.size).toBe(2);
    expect((cache.get({ id: 's10', version: 0 } as never, 1000) as unknown as { n: number }).n).toBe(10);
    used = 50 * MiB;
    for (let i = 11; i < 15; i++) cache.keep(`s${i}`, 0, fake(i));
    expect(cache.size).toBe(6);
  });
});
