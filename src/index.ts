/**
 * The public API of irl-kitchen: parse `.solution` networks, execute them in the simulated
 * kitchen, score them like the benchmark's evaluator. Examples: docs/API.md.
 * @packageDocumentation
 */

/** Reading networks: `.solution` text or files to recipes of predicates; bad lines become problems with their place. */
export { parseSolutionText, readSolutionFile, formatPlace } from './language/parse-solution.ts';
export type { Predicate, Recipe, SolutionFile, Term, SourcePlace } from './language/ast.ts';

/** Executing networks in the simulated kitchen. */
export { Simulator, type RecipeRun, type SimulatorOptions, type RunStatus } from './simulator.ts';
/** For a process of one's own that executes many networks: keeps V8 from moving a step's objects to the old generation (the command line does so). */
export { keepRunStateYoung } from './collector-tuning.ts';

/** Scoring like the benchmark's `cookingbot-evaluator`: goal-condition success, dish approximation, execution time, Smatch. */
export { evaluateRecipe, METRIC_NAMES, DEFAULT_METRICS, type EvaluationRow, type MetricName } from './evaluator/evaluate.ts';
export { GoldStandards } from './evaluator/gold-standards.ts';
export { smatch, smatchText, type SmatchResult } from './evaluator/smatch/index.ts';
export { renderCsv } from './evaluator/csv.ts';

/** Numbers as runs hold them (exact integers and ratios, single-floats) and their Lisp printing. */
export { formatNum, type Num } from './numbers/num.ts';

/** Errors: InputError for bad user input (files, options), SimulationError where the reference simulator stops. */
export { InputError, SimulationError } from './errors.ts';

/**
 * Sessions: a network executed line by line, keeping every binding, with admissible actions, the
 * nearest executable line to a free-form one, undo, fork and snapshots (docs/SESSIONS.md); and
 * the JSON forms of kitchen values, bindings and timelines (schemas in docs/schema/).
 */
export { AdmissibleTimeLimit, openSession, restoreSession, Session } from './session/index.ts';
export type { SessionOptions, SessionStep, SessionSnapshot, AdmissibleEntry, AdmissibleParameter, AdmissibleOptions, NearestEntry, EvaluationRowJson } from './session/index.ts';
export { entityJson, valueJson, numberJson, bindingsJson, timelineEntryJson, type BindingsJson, type TimelineEntryJson } from './json/index.ts';

/** Diagnostics as values: codes, places, root causes, and the reasons failed objects carry (docs/DIAGNOSTICS.md). */
export { formatDiagnostics, solutionFileDiagnostics, failureReasonOf, failureReasonToJson, describeFailure, rootCausesFirst, DIAGNOSTIC_CODES, type Diagnostic, type FailureReason, type FailureReasonJson } from './diagnostics/index.ts';

/**
 * The action model as data: every action's slots with types, modes, variants, defaults,
 * conditions with their failure codes, effect in words, timing and physical procedure, for
 * planners and agents' tool definitions (docs/ACTIONS.md; schema docs/schema/action-model.schema.json).
 */
export { actionModel, ACTION_MODEL_VERSION } from './action-model/model.ts';
export type { ActionModel, ActionEntry, ModeEntry, VariantEntry, ScopeEntry, GuardEntry, ConditionUse, ConditionKindEntry, EffectEntry } from './action-model/types.ts';

/** The chain of steps that fixes a run's execution time. */
export { criticalPath, criticalPathLines, type CriticalStep } from './engine/critical-path.ts';

/** Tasks of the planning environment: corpus and derived tasks, their goal progress and dish score computed from the task alone (docs/TASKS.md). */
export { listTasks, getTask, missingTask, buildCorpusTasks, deriveTasks, taskToJson, taskFromJson, entityFromJson, goalChecker, unmeetableGoals, dishScorer, sessionOptionsFor } from './tasks/index.ts';
export type { Task, TaskText, GoalCondition, TargetDish, GoalMode, TaskJson, TaskOptions, DeriveOptions, GoalProgress } from './tasks/index.ts';

/** The planning environment: reset and step with observation, reward, terminated, truncated and info; lines ranked for a task (docs/ENVIRONMENT.md). */
export { createEnv, restoreEnv, KitchenEnv } from './env/env.ts';
export type { EnvOptions, EnvState, EnvSnapshot, StepResult, StepInfo } from './env/env.ts';
export type { Observation, StructuredObservation, ObservedObject, ObservedVariable } from './env/observation.ts';
export type { GoalStatus } from './env/judge.ts';
export type { TaskSource } from './env/task-source.ts';
export { rankedEntries, rankedLines, type RankedEntry } from './env/rank.ts';

/** Repair of networks that cannot be executed or bind failed objects: the fewest edits, by cost (docs/PLANNING.md). */
export { repair, repairAsync, REPAIR_DEFAULTS } from './repair/index.ts';
export type { RepairAsyncOptions, RepairEdit, RepairEditKind, RepairHints, RepairOptions, RepairResult, RepairStatus } from './repair/index.ts';

/** Planning: a network that reaches a task's goal, by best-first search over the templates' lines (docs/PLANNING.md). */
export { plan, planAsync, PLAN_DEFAULTS, NODES_PER_SECOND } from './plan/index.ts';
export type { PlanAsyncOptions, PlanOptions, PlanResult, PlanStop } from './plan/index.ts';

// The HTTP API, the web views and the quantitative mode load fastify, elkjs and gpu.js: they have
// entry points of their own, `irl-kitchen/server`, `irl-kitchen/view` and `irl-kitchen/quantitative`.
