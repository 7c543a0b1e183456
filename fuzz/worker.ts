// A fuzz worker: builds one simulator, then runs the cases the main thread hands it, saying when
// each starts and ends (so that a hang is seen from outside) and how much heap it holds.
import v8 from 'node:v8';
import vm from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { Simulator } from '../src/simulator.ts';
import { type CaseKind, caseMaker } from './cases.ts';
import { loadTargets, runCase } from './targets.ts';

export interface WorkerData {
  seed: number;
  kinds: CaseKind[];
  evaluator: boolean;
  maxEvaluations: number;
}

export type ToWorker = { type: 'run'; from: number; to: number } | { type: 'stop' };
export type FromWorker =
  | { type: 'ready'; evaluatorNote: string | null }
  | { type: 'start'; index: number }
  | { type: 'done'; index: number; ms: number; kind: CaseKind; statuses: string[]; heapMb: number }
  | { type: 'crash'; index: number; kind: CaseKind; error: string }
  | { type: 'chunk-done'; heapAfterGcMb: number };

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const { seed, kinds, evaluator, maxEvaluations } = workerData as WorkerData;
const port = parentPort!;
const sim = new Simulator({ maxEvaluations });
const make = caseMaker(sim, kinds);
const targets = await loadTargets(sim, evaluator);
const mb = (n: number) => Math.round(n / 1048576);

port.on('message', (m: ToWorker) => {
  if (m.type === 'stop') process.exit(0);
  for (let index = m.from; index < m.to; index++) {
    port.postMessage({ type: 'start', index } satisfies FromWorker);
    const c = make(seed, index);
    const started = performance.now();
    try {
      const outcome = runCase(targets, c, `case-${index}.solution`);
      port.postMessage({
        type: 'done',
        index,
        ms: performance.now() - started,
        kind: c.kind,
        statuses: outcome.statuses,
        heapMb: mb(process.memoryUsage().heapUsed),
      } satisfies FromWorker);
    } catch (e) {
      port.postMessage({ type: 'crash', index, kind: c.kind, error: (e as Error)?.stack ?? String(e) } satisfies FromWorker);
      return;
    }
  }
  gc();
  port.postMessage({ type: 'chunk-done', heapAfterGcMb: mb(process.memoryUsage().heapUsed) } satisfies FromWorker);
});
port.postMessage({ type: 'ready', evaluatorNote: targets.evaluatorNote } satisfies FromWorker);
