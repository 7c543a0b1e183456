// Opens a library session (src/session) with the server's world: rules, ontology and corpus
// from the command line, kitchen and semantics from the request.
import type { Semantics } from '../rules/action.ts';
import { openSession } from '../session/index.ts';
import type { ServerSession } from './session-api.ts';

export interface OpenOptions {
  rules: string[];
  ontology: string[];
  benchmark?: string;
  semantics: Semantics;
  kitchen?: string;
  /** Bound on one execution's search. Library sessions take no such option: their runs have the engine's default bound. */
  maxMillis: number;
}

export function openServerSession(options: OpenOptions): ServerSession {
  const { maxMillis: _unused, ...session } = options;
  return openSession(session);
}
