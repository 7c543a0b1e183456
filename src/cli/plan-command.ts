// `irl-kitchen plan TASK-ID`: the task's network searched for (src/plan/), a report or JSON, and
// with --output the network as a .solution file. Exit 0 when the goal is reached, 1 when only a
// partial network was found, 2 for bad input. Ctrl-C stops the search with the best network found
// so far, printed, or kept in FILE.partial (exit 130).
import { InputError } from '../errors.ts';
import { nodeBudget, planAsync, type PlanResult } from '../plan/index.ts';
import { Simulator } from '../simulator.ts';
import { getTask, listTasks, missingTask, unmeetableGoals } from '../tasks/index.ts';
import type { PlanFlags } from './commands/plan.ts';
import { checkBenchmarkFlag, checkKitchen, checkRecipeTexts } from './flag-checks.ts';
import type { Task } from '../tasks/task.ts';
import { Interrupted } from './interrupt.ts';
import { EXIT, raiseExit, type CliIO } from './io.ts';
import { openNetworksFile } from './output.ts';
import { watchedSearch } from './search-bar.ts';

/** What an unknown task id's message points to: the command-line way of listing the tasks. */
const LISTED_BY = 'irl-kitchen plan --list';

/** `irl-kitchen plan --list`: the corpus task ids, one a line, as `plan` takes them. */
export async function listCommand(flags: PlanFlags, io: CliIO): Promise<void> {
  await checkBenchmarkFlag(flags.benchmark);
  await checkRecipeTexts(flags.benchmark);
  io.out(listTasks({ benchmark: flags.benchmark }).map((t) => t.id).join('\n'));
}

export async function planCommand(taskId: string, flags: PlanFlags, io: CliIO): Promise<void> {
  await checkBenchmarkFlag(flags.benchmark);
  await checkRecipeTexts(flags.benchmark);
  // --kitchen: checked as run checks it (did-you-mean included); a derived task's name brings its YAML file
  const ontology = flags.kitchen === undefined ? flags.ontology : await checkKitchen(flags.kitchen, flags.ontology, flags.rules);
  // the task of the world planned in, as plan() builds it: its goal is what that world's gold run gives.
  // Asked before the search, so that the message names the command line's listing, not the library's
  const world = { benchmark: flags.benchmark, sim: new Simulator({ semantics: flags.semantics, rulesDirs: flags.rules, ontologyFiles: ontology }) };
  const task = getTask(taskId, world);
  if (!task) throw new InputError(missingTask(taskId, world, LISTED_BY));
  const planned: Task | string = flags.kitchen === undefined ? taskId : { ...task, kitchen: { name: flags.kitchen, yaml: null } };
  const networks = openNetworksFile(flags.output, io.stdout);
  if (networks.earlier) io.err(`note: ${networks.earlier}`);
  try {
    const bar = { format: `planning ${taskId} [{bar}] {value}/{total} nodes`, total: nodeBudget(flags.budgetSeconds, flags.maxNodes) };
    const { result, interrupted } = await watchedSearch(io, bar, (signal, progress) =>
      planAsync(planned, {
        signal,
        onProgress: (nodes) => progress.update(nodes),
        goal: flags.goal,
        seed: flags.seed,
        budgetSeconds: flags.budgetSeconds,
        maxNodes: flags.maxNodes,
        timing: flags.timing,
        benchmark: flags.benchmark,
        rules: flags.rules,
        ontology,
        semantics: flags.semantics,
      }),
    );
    const { kept, failure } = await networks.save(result.network, interrupted !== null);
    // a network that could not be written is printed: a search's result is never lost
    // goals no network meets are said, so that nobody raises the budget for them (the task is built already)
    const unmeetable = result.reached || flags.json ? [] : unmeetableGoals(task);
    io.out(flags.json ? JSON.stringify(result, null, 2) : report(result, unmeetable, flags.output === undefined || failure !== null, flags.kitchen));
    if (failure) throw new InputError(`${failure.message}; the network is printed above`);
    if (interrupted) throw new Interrupted(interrupted.signal, `the search stopped after ${count(result.search.nodes, 'node')}; the best network found so far is ${kept ? `written${kept}` : 'above'}`);
    if (!result.reached) raiseExit(io, EXIT.someFailed);
  } finally {
    networks.discard();
  }
}

const STOPS: Record<PlanResult['search']['stopped'], string> = {
  goal: 'goal reached',
  'node-budget': 'stopped by the node budget (--max-nodes, or --budget-seconds × 5)',
  'budget-seconds': 'stopped by --budget-seconds before the node budget',
  exhausted: 'no candidate left',
  interrupted: 'interrupted',
};

function report(r: PlanResult, unmeetable: string[], withNetwork: boolean, kitchen: string | undefined): string {
  const { progress: p, search: s } = r;
  const head = `${r.task} (${r.goal}${kitchen === undefined ? '' : `, in ${kitchen}`}): ${r.reached ? 'goal reached' : 'goal not reached'}, ${p.met}/${p.total} goal conditions, dish score ${r.dishScore}, ${count(r.lines, 'line')}`;
  const how = `  ${count(s.nodes, 'node')} expanded, ${count(s.executions, 'line')} executed${s.seconds !== undefined ? `, ${s.seconds} s` : ''}; ${STOPS[s.stopped]}`;
  const n = unmeetable.length;
  const never = n ? [`  ${listed(unmeetable)} ${n === 1 ? 'is a failed object' : 'are failed objects'} of the gold run, which no network meets: ${p.total - n} of ${p.total} at most (docs/TASKS.md)`] : [];
  return [head, how, ...never, ...(withNetwork ? ['', r.network.replace(/\n$/, '')] : [])].join('\n');
}

const listed = (ids: string[]) => (ids.length === 1 ? ids[0] : `${ids.slice(0, -1).join(', ')} and ${ids[ids.length - 1]}`);

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
