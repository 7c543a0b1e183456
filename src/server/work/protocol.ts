// What the server's main thread and its worker threads say to each other. Everything here is
// plain data (structured-cloned between threads): a request's work, its answer already
// serialised, and a session's snapshot, which is the only state the main thread keeps of it.
import type { MetricName } from '../../evaluator/evaluate.ts';
import type { Semantics } from '../../rules/action.ts';
import type { SessionSnapshot } from '../../session/session.ts';

/** The execution modes POST /execute offers. */
export const EXECUTION_MODES = ['qualitative', 'quantitative'] as const;
export type ExecutionMode = (typeof EXECUTION_MODES)[number];

/** What every worker is started with: the server's world, fixed at start (never from a request). */
export interface WorkerConfig {
  rules: string[];
  ontology: string[];
  benchmark: string | null;
  semantics: Semantics;
  /** Largest answer body, in bytes (413 response-too-large above). */
  responseBytes: number;
  /** Nice value the worker's thread takes (Linux): heavy work yields the processor to light work. */
  nice: number;
}

/** A session as a task carries it: the worker uses its live copy when it has this version. */
export interface SessionRef {
  id: string;
  version: number;
  snapshot: SessionSnapshot;
  /** The session this one was forked from, and that session's version then: a worker holding it forks it instead of replaying. */
  origin?: { id: string; version: number };
}

export type SessionCall =
  | { kind: 'opened' }
  | { kind: 'bindings' }
  | { kind: 'kitchen' }
  | { kind: 'execute'; text: string }
  | { kind: 'undo' }
  | { kind: 'admissible'; action?: string; limit: number }
  | { kind: 'nearest'; line: string; k: number }
  | { kind: 'check'; line: string }
  | { kind: 'view'; name: string }
  | { kind: 'evaluate'; recipeId: string; metrics?: MetricName[] };

export type Work =
  | { op: 'warm' }
  | { op: 'execute'; network: string; mode: ExecutionMode }
  | { op: 'evaluate'; solution: string; metrics?: MetricName[] }
  | { op: 'session'; session: SessionRef; call: SessionCall };

/** A task: the work and the time it may take, in milliseconds from when it starts. */
export interface Task {
  work: Work;
  budgetMs: number;
}

/**
 * An answer ready to send: its status and body (UTF-8 bytes, moved to the main thread rather
 * than copied), and the session's new snapshot when the call changed it.
 */
export interface Answer {
  status: number;
  body: Uint8Array;
  type: 'json' | 'html';
  /** The Content-Security-Policy of an HTML page. */
  csp?: string;
  snapshot?: SessionSnapshot;
}
