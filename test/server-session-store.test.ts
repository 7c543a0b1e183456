// The main thread's session store (src/server/session-store.ts): a session closed while one of
// its calls runs keeps nothing of that call (a DELETE waits for the call), and leaves nothing in the snapshots' memory budget,
// so that later sessions are not closed to make room for bytes no session holds.
import { describe, expect, it } from 'vitest';
import { resolveLimits } from '../src/server/limits.ts';
import { SessionStore } from '../src/server/session-store.ts';
import type { SessionSnapshot } from '../src/session/session.ts';

const snapshot = (lines: string[]): SessionSnapshot => ({ format: 'irl-kitchen-session', version: 1, options: {}, lines, calls: lines.length ? [lines.length] : [], recipeId: null });
const line = (i: number) => `(fetch ?tray-${i} ?ks-${i + 1} ?ks-${i} baking-tray 1)`;
const route = 'POST /sessions/{id}/execute';

describe('the session store when a session is deleted during its call', () => {
  it('the call keeps nothing (404 unknown-session), and the snapshot budget stays that of the open sessions', async () => {
    // a budget of about 60 lines of snapshot
    const store = new SessionStore(resolveLimits({ maxSessions: 100 }), 6_000);
    try {
      const calls = 5;
      for (let i = 0; i < calls; i++) {
        const doomed = store.add(snapshot([]));
        const done = store.serial(doomed, route, async () => {
          // a DELETE waits for the call (call-order.ts), so the session goes as a failed first call's does
          store.discard(doomed);
          // what the call's worker hands back: a network that grew by 30 lines
          store.update(doomed, snapshot(Array.from({ length: 30 }, (_, j) => line(j))), 0, route);
        });
        await expect(done).rejects.toMatchObject({ status: 404, code: 'unknown-session' });
        expect(() => store.get(doomed.id, 'GET /sessions/{id}/network')).toThrow(/no session/);
      }
      // an idle session of 20 lines fits the budget with a new one beside it, however many calls were lost before
      const kept = store.add(snapshot(Array.from({ length: 20 }, (_, j) => line(j))));
      const other = store.add(snapshot([]));
      store.update(other, snapshot([line(0)]), 0, route);
      expect(store.get(kept.id, 'GET /sessions/{id}/network').snapshot.lines).toHaveLength(20);
      expect(store.count()).toBe(2);
      // a DELETE sent while a call runs waits for it: the call's result is kept until the DELETE's turn
      let deleted = false;
      const running = store.serial(other, route, async () => {
        void store.delete(other.id, 'DELETE /sessions/{id}').then(() => (deleted = true));
        store.update(other, snapshot([line(0), line(1)]), 0, route);
        expect(deleted).toBe(false);
      });
      await running;
      await new Promise((r) => setTimeout(r, 0));
      expect(deleted).toBe(true);
      expect(() => store.get(other.id, 'GET /sessions/{id}/network')).toThrow(/no session/);
    } finally {
      store.close();
    }
  });
});
