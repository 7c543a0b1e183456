// What every route handler shares: the simulator of the server's rules and ontology, the
// limits, the open sessions, the execution modes, the published schemas.
import type { Simulator } from '../simulator.ts';
import type { ServerLimits } from './limits.ts';
import type { ExecutionModes } from './modes.ts';
import type { JsonSchema } from './schemas.ts';
import type { SessionStore } from './session-store.ts';
import type { ServerSession } from './session-api.ts';

export interface ServerContext {
  version: string;
  simulator: Simulator;
  limits: ServerLimits;
  sessions: SessionStore<ServerSession>;
  modes: ExecutionModes;
  schemas: Map<string, JsonSchema>;
  /** The benchmark corpus folder, or null when there is none (evaluate routes answer 503). */
  benchmark: string | null;
  /** A new session of the server's world (rules, ontology, kitchen from the command line only). */
  openSession(options?: { kitchen?: string; semantics?: 'reference' | 'corrected' }): ServerSession;
}
