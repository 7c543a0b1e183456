// The planning environment: a task, a session in the task's kitchen, and `reset`/`step` with the
// Gymnasium contract — observation, reward (the change in the fraction of goal conditions met,
// plus an optional dish-score shaping term), terminated (every goal condition holds), truncated
// (a step or clock budget), info. Its state between calls is a small record (`EnvState`) kept in
// the session's snapshot, so a server can hold an environment as it holds a session.
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { InputError } from '../errors.ts';
import { openSession, restoreSession, type Session } from '../session/api.ts';
import type { SessionSnapshot, SessionStep } from '../session/session.ts';
import { snapshotProblem } from '../session/snapshot-shape.ts';
import { MAX_PREDICATES } from '../engine/program.ts';
import { MAX_STEPS } from './limits.ts';
import type { GoalMode, Task } from '../tasks/task.ts';
import { type GoalStatus, taskJudge } from './judge.ts';
import { type Observation, observe } from './observation.ts';
import { rankedLines } from './rank.ts';
import { taskFor, taskSourceOf, type TaskSource } from './task-source.ts';
import { checkEnvOptions, checkResetOptions, checkSourceOptions, envStateProblem, shown } from './options.ts';
import { optionalCount, requiredText } from '../session/arguments.ts';
import { strandingProblems } from '../continuation/stranding.ts';
import { wrongTypeInputs } from './wrong-type-inputs.ts';
import { runRefusals } from './run-refusals.ts';

/** Some line of the action is neither blank, a `;` comment nor a `#` header: without one, a session
 * would take it as nothing to do; with one (a predicate, or free text) the session reads it and says
 * what is wrong where. */
const HAS_LINE = /^[ \t\r\f]*[^ \t\r\f\n;#]/m;

/** How an environment is made: the task (an id, a task, or drawn by seed), goal mode, limits, shaping and listed commands. */
export interface EnvOptions extends TaskSource {
  /** A task id or a task; none: each reset picks one of `split` by its seed. */
  task?: string | Task;
  goal?: GoalMode;
  seed?: number;
  maxSteps?: number;
  /** Truncate once the kitchen clock passes this many simulated seconds. */
  maxSeconds?: number | null;
  /** Add 0.1 × the change in the dish approximation score to each reward. */
  shaping?: boolean;
  /** How many ranked admissible lines `info.admissible_commands` holds (0: none; ranking costs listings, up to RANK_TRIES tries a step). */
  commands?: number;
}

/** What an environment keeps between calls (JSON). */
export interface EnvState {
  taskId: string;
  goal: GoalMode;
  seed: number;
  maxSteps: number;
  maxSeconds: number | null;
  shaping: boolean;
  commands: number;
  steps: number;
  fraction: number;
  dish: number;
  done: boolean;
  /**
   * The session's execute calls after the last reset or step: lines executed or taken back through
   * the session routes show as a difference, and the episode cannot go on from them (its steps,
   * step limit and rewards would not count them). Absent in snapshots made before it was kept.
   */
  sessionCalls?: number;
  /** The task was drawn from the split by the seed (none given): a reset with another seed draws again. */
  drawn?: boolean;
  /** The task itself when it is not one `taskFor` finds by id (a task given as an object). */
  task?: Task;
}

/** What a step tells besides the observation: acceptance, diagnostics, new bindings, goal progress and admissible lines. */
export interface StepInfo {
  accepted: boolean;
  status: string;
  diagnostics: unknown[];
  newBindings: SessionStep['newBindings'];
  goal: GoalStatus;
  executionTime: SessionStep['executionTime'];
  steps: number;
  task: string;
  admissible_commands?: string[];
}

/** What a step returns, as Gymnasium's step(): observation, reward, terminated, truncated and info. */
export interface StepResult {
  observation: Observation;
  reward: number;
  terminated: boolean;
  truncated: boolean;
  info: StepInfo;
}

/** An environment as plain data: its session's snapshot and the episode's state. */
export interface EnvSnapshot extends SessionSnapshot {
  env: EnvState;
}

/** A planning environment on a task, reset (docs/ENVIRONMENT.md): Gymnasium's reset/step contract over a session. */
export function createEnv(options: EnvOptions = {}): KitchenEnv {
  const env = new KitchenEnv(checkEnvOptions<EnvOptions>(options), null);
  env.reset();
  return env;
}

/** An environment again from its snapshot (what a server keeps); an InputError when it is not one. */
export function restoreEnv(snapshot: EnvSnapshot, source: TaskSource = {}): KitchenEnv {
  const problem = snapshotProblem(snapshot) ?? (namesItsTask(snapshot.env) ? envStateProblem(snapshot.env as unknown as Record<string, unknown>) : 'not an environment snapshot (expected a session snapshot with {env: {taskId, …}})');
  if (problem) throw new InputError(problem);
  return new KitchenEnv(checkSourceOptions<TaskSource>(source), { snapshot, session: null });
}

/** Whether an environment's state names its task, by id or as the task itself. */
function namesItsTask(env: unknown): boolean {
  if (!env || typeof env !== 'object') return false;
  const { taskId, task } = env as Partial<EnvState>;
  return typeof taskId === 'string' || (task !== null && typeof task === 'object');
}

/** A planning environment: `reset`, `step(line)` with reward and done, `admissible` lines ranked for the task, `snapshot` (docs/ENVIRONMENT.md). */
export class KitchenEnv {
  private state!: EnvState;
  private task!: Task;
  private current!: Session;

  constructor(
    private readonly source: EnvOptions,
    from: { snapshot: EnvSnapshot; session: Session | null } | null,
  ) {
    if (from) {
      this.state = { ...from.snapshot.env };
      this.task = taskFor(from.snapshot.env.task ?? from.snapshot.env.taskId, source);
      this.current = from.session ?? restoreSession(from.snapshot);
      taskJudge(this.task, source); // the task's goal and dish checked now, not at the first step
    }
  }

  /** The session behind the episode (fork it for lookahead: the copy of an environment's session is an environment too over HTTP). */
  get session(): Session {
    return this.current;
  }

  /** Starts the episode again in a fresh kitchen, on the same task unless another is given. */
  reset(given: { seed?: number; task?: string | Task; goal?: GoalMode } = {}): { observation: Observation; info: StepInfo } {
    const options = checkResetOptions<{ seed?: number; task?: string | Task; goal?: GoalMode }>(given);
    const seed = options.seed ?? this.state?.seed ?? this.source.seed ?? 0;
    // a drawn task is drawn again from the seed; a task given stays until another is given
    const wanted = options.task ?? (this.state ? (this.state.drawn ? undefined : (this.state.task ?? this.state.taskId)) : this.source.task);
    // nothing of the episode changes before the task, goal mode and limits are all taken
    const task = taskFor(wanted, this.source, seed);
    const goal = options.goal ?? this.state?.goal ?? this.source.goal ?? 'visible';
    if (goal !== 'visible' && goal !== 'text') throw new InputError(`goal must be visible or text, not ${JSON.stringify(goal)}`);
    // a visible goal with nothing in it would show the agent no goal and never end the episode
    if (goal === 'visible' && !task.goal.conditions.length)
      throw new InputError(`task ${task.id} has no goal conditions (a task read without its goal, taskToJson(task, 'text')): goal "visible" shows them; give the task with its goal, or pass goal: "text"`);
    const maxSteps = this.state?.maxSteps ?? this.source.maxSteps ?? 100;
    if (!Number.isInteger(maxSteps) || maxSteps < 1 || maxSteps > MAX_STEPS)
      throw new InputError(`maxSteps must be an integer from 1 to ${MAX_STEPS} (a network holds at most ${MAX_PREDICATES} lines, the get-kitchen included), not ${shown(maxSteps)}`);
    const session = openSession(taskJudge(task, this.source).sessionOptions);
    this.task = task;
    this.state = {
      taskId: this.task.id,
      goal,
      seed,
      maxSteps,
      maxSeconds: this.state?.maxSeconds ?? this.source.maxSeconds ?? null,
      shaping: this.state?.shaping ?? this.source.shaping ?? false,
      commands: this.state?.commands ?? this.source.commands ?? 0,
      steps: 0,
      fraction: 0,
      dish: 0,
      done: false,
      ...(typeof wanted === 'object' && wanted ? { task: this.task } : {}),
      ...(wanted === undefined ? { drawn: true } : {}),
    };
    this.current = session;
    this.state.sessionCalls = this.current.callCount();
    const judged = this.judge();
    this.state.fraction = judged.goal.fraction;
    this.state.dish = judged.dish;
    return this.now(judged.goal);
  }

  /** Executes one line (or several in order, stopping at the end of the episode). */
  step(line: string): StepResult;
  step(lines: string[]): StepResult[];
  step(what: string | string[]): StepResult | StepResult[] {
    if (Array.isArray(what)) {
      const out: StepResult[] = [];
      // no line would be no step: nothing to observe, as the HTTP route and the Python Env refuse it
      if (!what.length) throw new InputError('lines: step takes at least one line (an empty array is no action)');
      what.forEach((line, k) => requiredText(line, `lines[${k}]`, 'step', 'a network line (a string)'));
      for (const [k, line] of what.entries()) {
        // only the last result is ranked: an agent chooses from the state its lines leave
        const r = this.stepOne(line, false);
        out.push(r);
        if (r.terminated || r.truncated || k === what.length - 1) {
          this.rankInto(r.info);
          break;
        }
      }
      return out;
    }
    return this.stepOne(what, true);
  }

  /** The admissible lines ranked by relevance to the task, best first: none once the episode is over (a step is refused then). */
  admissible(limit = 20): string[] {
    optionalCount(limit, 'limit', 'admissible', 0, false);
    return this.state.done ? [] : rankedLines(this.current, this.task, this.state.goal, limit, taskSourceOf(this.source));
  }

  /** What the agent sees now. */
  observation(): Observation {
    return observe(this.current);
  }

  /** The info of now, without a step (`goal`: the goal status, when already judged). */
  now(goal: GoalStatus = this.judge().goal): { observation: Observation; info: StepInfo } {
    return { observation: observe(this.current), info: this.info(null, goal) };
  }

  /** The environment as plain data: restoreEnv() makes it again. */
  snapshot(): EnvSnapshot {
    return { ...this.current.snapshot(), env: { ...this.state } };
  }

  private stepOne(line: string, ranked: boolean): StepResult {
    requiredText(line, 'line', 'step', 'a network line (a string) or an array of them');
    if (this.state.done) throw new InputError('the episode is over (terminated or truncated): reset it first');
    if (this.state.sessionCalls !== undefined && this.state.sessionCalls !== this.current.callCount())
      throw new InputError("the environment's session was changed outside its steps (lines executed or taken back through the session routes), which its steps, step limit and rewards do not count: reset it; to try lines, fork its session");
    const step = HAS_LINE.test(line) ? this.executed(line) : this.noLine();
    this.state.sessionCalls = this.current.callCount();
    this.state.steps++;
    const judged = this.judge();
    let reward = judged.goal.fraction - this.state.fraction;
    if (this.state.shaping) reward += 0.1 * (judged.dish - this.state.dish);
    this.state.fraction = judged.goal.fraction;
    this.state.dish = judged.dish;
    // every condition met by a network that executes completely: one with a line that waits or
    // stops is scored NIL by the evaluator, however many conditions its partial run meets
    const terminated = judged.goal.total > 0 && judged.goal.met.every(Boolean) && this.current.status() === 'ok';
    const observation = observe(this.current);
    const clock = observation.structured.kitchenTime;
    const truncated = !terminated && (this.state.steps >= this.state.maxSteps || (this.state.maxSeconds !== null && clock !== null && clock > this.state.maxSeconds));
    this.state.done = terminated || truncated;
    return { observation, reward, terminated, truncated, info: this.info(step, judged.goal, ranked) };
  }

  /**
   * The line executed, unless it would strand a line for good (stranding.ts): an output a line of
   * the episode outputs already, a get-kitchen renaming ?kitchen, a bound variable in a slot that
   * does not take it (wrong-type-inputs.ts), or, found by running it and taken back, a stop of the
   * simulation or a wrong class bound by another line of the step (run-refusals.ts). An episode
   * has no undo: refused so, the line changes nothing.
   */
  private executed(line: string): SessionStep {
    const stranding = [...strandingProblems(this.current, line).map((s) => s.diagnostic), ...wrongTypeInputs(this.current, line)];
    if (stranding.length) return this.refused(stranding);
    const before = { lines: this.current.networkLines().length, status: this.current.status() };
    const step = this.current.execute(line);
    const taken = runRefusals(this.current, before, step);
    if (!taken.length) return step;
    this.current.undo();
    return this.refused(taken);
  }

  /** An action with no network line (empty, blank, a comment): refused in words, as a line that cannot be read. */
  private noLine(): SessionStep {
    return this.refused([diagnostic('E_SYNTAX', { file: 'session', line: 1, column: 1 }, 'the action holds no network line (it is empty, blank or a comment)', { hint: 'send one action call, `(action argument …)`: the admissible lines (admissible(), GET /envs/{id}/admissible) run now' })]);
  }

  /** A step that takes nothing into the network: the session as it was, its status included. */
  private refused(diagnostics: Diagnostic[]): SessionStep {
    return { status: this.current.status(), accepted: false, newBindings: {}, newTimeline: [], diagnostics, executionTime: this.current.executionTime() };
  }

  private judge() {
    const judge = taskJudge(this.task, this.source);
    const run = this.current.state().run;
    return { goal: judge.goal(run), dish: this.state.shaping ? judge.dish(run) : 0 };
  }

  private info(step: SessionStep | null, goal: GoalStatus, ranked = true): StepInfo {
    const info: StepInfo = {
      accepted: step ? step.accepted : true,
      status: this.current.status(),
      diagnostics: step ? step.diagnostics : this.current.diagnostics(),
      newBindings: step ? step.newBindings : {},
      goal: this.state.goal === 'visible' ? goal : { met: goal.met, total: goal.total, fraction: goal.fraction },
      executionTime: this.current.executionTime(),
      steps: this.state.steps,
      task: this.task.id,
    };
    if (ranked) this.rankInto(info);
    return info;
  }

  /** `admissible_commands` when asked for: none once the episode is over (no step is taken then). */
  private rankInto(info: StepInfo) {
    if (this.state.commands > 0) info.admissible_commands = this.admissible(this.state.commands);
  }
}
