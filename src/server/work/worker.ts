// A worker thread of the server (pool.ts): runs one request's work at a time — executions,
// sessions' calls, listings, pages, scoring — and answers with the body already serialised, so
// the main thread only routes and sends. The world is loaded once per thread. Modules are
// imported statically: from the sources (tsx), a worker thread cannot import .ts files later.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { GoldStandards } from '../../evaluator/gold-standards.ts';
import { Simulator } from '../../simulator.ts';
import { evaluateText } from '../evaluate-text.ts';
import type { SessionOptions } from '../../session/session.ts';
import { failure, json, movable } from './answers.ts';
import { runExecution } from './execute.ts';
import { kitchenFiles } from './kitchen-ontology.ts';
import { planAnswer } from './plan.ts';
import { repairAnswer } from './repair.ts';
import type { Answer, SessionCall, Task, WorkerConfig } from './protocol.ts';
import { sessionAnswer } from './session-calls.ts';
import { SessionCache } from './session-cache.ts';
import { namedTaskMissing, tasksAnswer } from './tasks.ts';

const config = workerData as WorkerConfig;
const world: SessionOptions = { rules: config.rules, ontology: config.ontology, benchmark: config.benchmark ?? undefined, semantics: config.semantics };
const sessions = new SessionCache(world);
/** The executed gold networks, by the kitchen they start in ('' for the server's default). */
const golds = new Map<string, GoldStandards>();

lowerPriority(config.nice);

export default async function work(task: Task): Promise<object> {
  return movable(await answerOf(task));
}

async function answerOf({ work, budgetMs }: Task): Promise<Answer> {
  const started = performance.now();
  const left = () => Math.max(1, Math.floor(budgetMs - (performance.now() - started)));
  try {
    switch (work.op) {
      case 'warm':
        new Simulator(simulatorOptions(1000)).inventory.names();
        return json(200, { warm: true }, config.responseBytes);
      case 'execute':
        return json(200, await runExecution(work.network, work.mode, new Simulator(simulatorOptions(left(), work.kitchen)), work.physicsFeedback === true), config.responseBytes);
      case 'evaluate': {
        const sim = new Simulator(simulatorOptions(left(), work.kitchen));
        let gold = golds.get(work.kitchen ?? '');
        if (!gold) golds.set(work.kitchen ?? '', (gold = new GoldStandards(sim, config.benchmark ?? undefined)));
        return json(200, evaluateText(sim, gold, work.solution, work.metrics), config.responseBytes);
      }
      case 'repair':
        return json(200, repairAnswer(work, config, left()), config.responseBytes);
      case 'plan':
        return namedTaskMissing(work.task, config.benchmark) ?? json(200, planAnswer(work, config, left()), config.responseBytes);
      case 'session':
        return await sessionAnswer(sessions, work.session, work.call as SessionCall, left, config.responseBytes);
      case 'tasks':
        return tasksAnswer(work.call, new Simulator(simulatorOptions(left())), config.benchmark, config.responseBytes);
    }
  } catch (e) {
    return failure(e);
  }
}

/** `kitchen`: a request's initial kitchen by name (a derived task's is made from its name, an unknown one refused). */
function simulatorOptions(maxMillis: number, kitchen?: string) {
  const extra = kitchenFiles(world, kitchen).ontology ?? [];
  return { rulesDirs: config.rules, ontologyFiles: [...config.ontology, ...extra], semantics: config.semantics, maxMillis, ...(kitchen === undefined ? {} : { kitchen }) };
}

/**
 * Heavy work runs at a lower priority, so that on a busy machine the main thread and light
 * requests still get the processor. On Linux a thread's nice value is its own, set through
 * its thread id; elsewhere (or without /proc) the thread keeps the process's priority.
 */
function lowerPriority(nice: number) {
  if (!nice) return;
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, nice);
  } catch {
    // no per-thread priority here: the work is still bounded by its time budget
  }
}
