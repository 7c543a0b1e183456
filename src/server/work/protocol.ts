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

/** A call of an environment (docs/ENVIRONMENT.md), made on the session that backs it. */
export type EnvCall =
  | { op: 'reset'; options: { task?: string; goal?: 'visible' | 'text'; seed?: number; maxSteps?: number; maxSeconds?: number | null; shaping?: boolean; commands?: number } }
  | { op: 'step'; lines: string | string[] }
  | { op: 'admissible'; limit: number }
  | { op: 'now' };

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
  | { kind: 'admissible'; action?: string; limit: number; form?: 'lines'; cursor?: string; uses?: string; produces?: string }
  | { kind: 'templates'; action?: string }
  | { kind: 'admissible-count'; action?: string; uses?: string; produces?: string }
  | { kind: 'nearest'; line: string; k: number }
  | { kind: 'check'; line: string }
  | { kind: 'env'; call: EnvCall }
  | { kind: 'view'; name: string }
  | { kind: 'evaluate'; recipeId: string; metrics?: MetricName[] };

export type Work =
  | { op: 'warm' }
  | { op: 'execute'; network: string; mode: ExecutionMode; physicsFeedback?: boolean; kitchen?: string }
  | { op: 'evaluate'; solution: string; metrics?: MetricName[]; kitchen?: string }
  | { op: 'repair'; network: string; seed?: number; budgetSeconds?: number }
  | { op: 'plan'; task: string; goal?: 'visible' | 'text'; seed?: number; budgetSeconds: number; maxNodes?: number; timing?: boolean }
  | { op: 'session'; session: SessionRef; call: SessionCall }
  | { op: 'tasks'; call: TasksCall };

/** GET /tasks and GET /tasks/{id} (docs/TASKS.md): the list, or one task, in a goal mode. */
export type TasksCall =
  | { kind: 'list'; split?: 'train' | 'test'; goal: 'visible' | 'text'; derive?: { seed: number; count: number } }
  | { kind: 'get'; id: string; goal: 'visible' | 'text' };

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
