// One call of a session at a time across every replica: a lock in Redis with a random token and
// a short lease, renewed while the call runs, so a replica that dies mid-call frees its sessions
// within a lease; a lock another program left (no expiry, or a longer one) is cut to one lease
// by the first call that finds it (redis-scripts.ts TAME), so it holds the session no longer.
// The lock only spares wasted work; correctness rests on the version check of the write
// (redis-scripts.ts WRITE): a call whose lease was lost keeps nothing.
import { randomUUID } from 'node:crypto';
import type { Scripts } from './redis-sessions.ts';

/** How long a lock lives without renewal. */
export const LEASE_MS = 3000;
const RENEW_EVERY_MS = 1000;
/** Waits between tries while another call holds the lock. */
const FIRST_WAIT_MS = 2;
const LONGEST_WAIT_MS = 50;

export type Locked =
  | { kind: 'held'; release: () => Promise<void>; version: number; snapshot?: string; origin?: string | null }
  | { kind: 'gone' }
  | { kind: 'foreign' }
  | { kind: 'timeout' };

/**
 * Waits for the session's lock until the deadline; a held lock says whether the caller's copy is
 * current. `token`: that of the lock the session was opened with, for the opener's first call.
 */
export async function lockSession(scripts: Scripts, id: string, knownVersion: number, idleMs: number, deadline: number, token: string = randomUUID()): Promise<Locked> {
  for (let wait = FIRST_WAIT_MS; ; wait = Math.min(LONGEST_WAIT_MS, wait * 2)) {
    const got = await scripts.lock(id, token, LEASE_MS, idleMs, String(knownVersion));
    if (got === -1) return { kind: 'gone' };
    if (got === -2) return { kind: 'foreign' };
    if (Array.isArray(got)) {
      const renewal = setInterval(() => void scripts.renew(id, token, LEASE_MS).catch(() => {}), RENEW_EVERY_MS);
      renewal.unref();
      const release = async () => {
        clearInterval(renewal);
        await scripts.unlock(id, token, idleMs);
      };
      return { kind: 'held', release, version: Number(got[0]), ...(got.length > 1 ? { snapshot: got[1] as string, origin: got[2] as string | null } : {}) };
    }
    if (Date.now() + wait >= deadline) return { kind: 'timeout' };
    await new Promise((r) => setTimeout(r, wait));
  }
}
