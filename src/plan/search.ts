// The planner's search: best first over networks, each node a session (a fork of its parent's
// with one more line). Expanding a node makes candidate lines for its focus actions from the
// templates (candidates.ts), executes them one by one in forks, and queues each child that runs
// without a failed object, scored by the mode's heuristic (heuristic.ts). A node hands out its
// candidates a few at a time: once a child meets more than its parent (or a batch is done) it
// goes back to the queue a little lower, so the best line found is followed first and the
// others remain for backtracking. Nodes expanded bound the search; the seconds only stop it
// early, which the result says, and so does a stop asked for between nodes (search-steps.ts).
import type { SearchSteps } from '../search-steps.ts';
import type { Session } from '../session/api.ts';
import type { Candidate } from './candidates.ts';

export interface Scored {
  /** Higher is better; what orders the queue. */
  value: number;
  /** Goal conditions met (visible) or ingredient/step progress (text): a child above its parent is a hit. */
  progress: number;
  /** Nothing is left to do (every goal condition holds). */
  done: boolean;
}

export interface SearchNode {
  session: Session;
  lines: string[];
  depth: number;
  score: Scored;
  pending: Candidate[] | null;
  order: number;
  /** The queue's value of this node: its score, lowered each time it goes back with candidates left. */
  priority: number;
  /** Lines since the last one that made progress: a node this far off the path that made some is put back. */
  stale: number;
}

export interface SearchHooks {
  candidates(node: SearchNode): Candidate[];
  score(session: Session, lines: string[]): Scored;
  /** What each line since the last progress takes off a node's priority. */
  stalePenalty: number;
}

export interface SearchStats {
  nodes: number;
  executions: number;
  stopped: 'goal' | 'node-budget' | 'budget-seconds' | 'exhausted' | 'interrupted';
}

/** Candidates executed per turn of a node before it goes back to the queue. */
const BATCH = 40;
/** How much lower a node goes back to the queue with candidates left. */
const RETURN_PENALTY = 0.02;
/** The queue keeps its best nodes only (memory: each holds a session). */
const MAX_QUEUE = 200;

/** The search, paused before each node (search-steps.ts). */
export function* bestFirst(root: SearchNode, hooks: SearchHooks, maxNodes: number, deadline: number): SearchSteps<{ best: SearchNode; stats: SearchStats }> {
  const queue: SearchNode[] = [root];
  let best = root;
  let order = 1;
  const stats: SearchStats = { nodes: 0, executions: 0, stopped: 'exhausted' };
  const better = (a: SearchNode, b: SearchNode) => a.score.value > b.score.value || (a.score.value === b.score.value && a.lines.length < b.lines.length);
  while (queue.length) {
    if (root.score.done || best.score.done) {
      stats.stopped = 'goal';
      break;
    }
    if (stats.nodes >= maxNodes) {
      stats.stopped = 'node-budget';
      break;
    }
    if (performance.now() > deadline) {
      stats.stopped = 'budget-seconds';
      break;
    }
    if (yield stats.nodes) {
      stats.stopped = 'interrupted';
      break;
    }
    const node = takeBest(queue);
    stats.nodes++;
    node.pending ??= hooks.candidates(node);
    let tried = 0;
    while (node.pending.length && tried < BATCH) {
      const c = node.pending.shift()!;
      tried++;
      stats.executions++;
      const child = node.session.fork();
      const step = child.execute(c.line);
      if (!step.accepted || step.status !== 'ok' || bindsFailed(step.newBindings)) continue;
      const lines = [...node.lines, c.line];
      const score = hooks.score(child, lines);
      const stale = score.progress > node.score.progress ? 0 : node.stale + 1;
      const next: SearchNode = { session: child, lines, depth: node.depth + 1, score, pending: null, order: order++, priority: score.value - hooks.stalePenalty * stale, stale };
      queue.push(next);
      if (better(next, best)) best = next;
      if (score.done || score.progress > node.score.progress) break;
      if (performance.now() > deadline) break;
    }
    if (node.pending.length) {
      node.priority -= RETURN_PENALTY;
      queue.push(node);
    }
    if (queue.length > MAX_QUEUE) {
      queue.sort((a, b) => compare(b, a));
      queue.length = MAX_QUEUE;
    }
  }
  if (best.score.done) stats.stopped = 'goal';
  return { best, stats };
}

function takeBest(queue: SearchNode[]): SearchNode {
  let at = 0;
  for (let i = 1; i < queue.length; i++) if (compare(queue[i], queue[at]) > 0) at = i;
  return queue.splice(at, 1)[0];
}

/** Positive when a goes first: higher priority, then deeper, then the earlier made. */
function compare(a: SearchNode, b: SearchNode): number {
  return a.priority - b.priority || a.depth - b.depth || b.order - a.order;
}

function bindsFailed(bindings: Record<string, unknown>): boolean {
  return Object.values(bindings).some((b) => (b as { value?: { kind?: string } }).value?.kind === 'failed');
}
