// What every route handler shares: the server's limits, its worker threads, the open sessions,
// the published schemas and the action inventory.
import type { Semantics } from '../rules/action.ts';
import type { Inventory } from '../rules/registry.ts';
import type { ServerLimits } from './limits.ts';
import type { JsonSchema } from './schemas.ts';
import type { Sessions } from './store/sessions.ts';
import type { WorkPool } from './work/pool.ts';

export interface ServerContext {
  version: string;
  limits: ServerLimits;
  /** The main thread's share of the heap limit, in MiB: above it, work that would allocate here is refused. */
  mainHeapMiB: number;
  /** The main thread's heap use, in bytes. */
  heapUsed: () => number;
  pool: WorkPool;
  /** In this process's memory, or in Redis shared by every replica (`--store`). */
  sessions: Sessions;
  schemas: Map<string, JsonSchema>;
  inventory: Inventory;
  /** The benchmark corpus folder, or null when there is none (evaluate routes answer 503). */
  benchmark: string | null;
  /** `--semantics`: what a session runs in when it names none (its snapshot then names it). */
  semantics: Semantics;
}
