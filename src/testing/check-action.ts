// Ready-made property checks for one action, yours or ours: random valid networks end with a
// well-typed call of the action, in random kitchens, and each run must hold the properties below.
// A failure names the property, the shrunk network and kitchen, and the seed and path to replay it.
//
//   const report = checkActionProperties(new Simulator({ rulesDirs: ['my-rules'] }), 'whip', { conserves: true });
//   if (!report.ok) console.log(report.message);
import fc from 'fast-check';
import type { Simulator } from '../simulator.ts';
import { looksLikeSimulator } from '../tasks/arguments.ts';
import { type ActionCall, type ActionCallChoices, actionCallChoicesArbitrary, actionCallOf, actionOf } from './action-calls.ts';
import { admissibleCase } from './admissible-calls.ts';
import { firstDifference, runFingerprint } from './fingerprint.ts';
import { conservationViolations, crashViolations, timeViolations, typeViolations } from './invariants.ts';
import { toolViolations } from './tool-invariants.ts';
import { ruleTermsOf } from './rule-terms.ts';
import { unfailedWrongTypeStops } from './wrong-type-stops.ts';
import { optionsProblem } from './check-options.ts';
import { failer, unknownActionIn } from './argument-checks.ts';
import { kitchenFacts } from './kitchen-facts.ts';
import { type KitchenSetup, kitchenSetupArbitrary, standardKitchen } from './kitchen-states.ts';
import { lineText, type Network } from './network.ts';
import { type GeneratedNetwork, validNetworkArbitrary } from './networks.ts';
import { type NetworkRun, runNetwork } from './run-network.ts';

/** The properties an action is checked for. */
export const ACTION_PROPERTIES = ['no-throw', 'deterministic', 'declared-types', 'time-forward', 'bounded', 'conservation', 'tools-used'] as const;
/** One of ACTION_PROPERTIES. */
export type ActionProperty = (typeof ACTION_PROPERTIES)[number];

/** Options of `checkActionProperties` and `assertActionProperties` (docs/TESTING.md). */
export interface ActionCheckOptions {
  /** Random cases (default 50). */
  numRuns?: number;
  /** Seed of the random cases (default: random; the report gives it). */
  seed?: number;
  /** Replay path of a failure (from a report), with its seed. */
  path?: string;
  /** The action only moves, splits or mixes amounts: check the kitchen holds the same grams after it (default false). */
  conserves?: boolean;
  /** The action works with a tool: check that each step that did not fail leaves the tools of its slots marked used (default false). */
  usesTools?: boolean;
  /** Properties to check (default all; conservation only with `conserves`, tools-used only with `usesTools`); a non-empty list. Naming conservation makes the networks exact, as `conserves` does. */
  properties?: readonly ActionProperty[];
  /** Random stock changes and extra counter-top objects (default true; false when conservation is checked). */
  randomKitchens?: boolean;
  /** Calls of the valid network before the action: at most (default 6). */
  maxPrefixSteps?: number;
  /** May two inputs of the call be the same object under two names? (default false) */
  aliasing?: boolean;
  /** Search bound of each run (default the simulator's). */
  maxEvaluations?: number;
  /** A run slower than this fails `bounded` (default 5000 ms). */
  timeLimitMs?: number;
}

/** One generated case: a valid network, a call of the action appended, a kitchen. */
export interface ActionCase {
  network: Network;
  /** The call appended; null when no mode of the action can be called after this network. */
  call: ActionCall | null;
  /** Why no call could be made (null when there is one). */
  skipped: string | null;
  kitchen: KitchenSetup;
  toString(): string;
}

/** Cases for checking `actionName`: valid networks ending in a call of it (the parts shrink on their own). */
export function actionCaseArbitrary(simulator: Simulator, actionName: string, options: ActionCheckOptions = {}): fc.Arbitrary<ActionCase> {
  requireCheckArguments('actionCaseArbitrary', simulator, actionName, options);
  const facts = kitchenFacts(simulator);
  const action = actionOf(facts, actionName);
  const exact = checksConservation(options);
  const kitchens = (options.randomKitchens ?? !exact) ? kitchenSetupArbitrary(facts) : fc.constant(standardKitchen(facts));
  const prefix = validNetworkArbitrary(facts, { minSteps: 1, maxSteps: options.maxPrefixSteps ?? 6, exact });
  // half the cases look for a call the declared conditions accept (one that runs), half keep the
  // random call, which often stops: both paths of the action are checked
  const cases = fc.tuple(prefix, kitchens, actionCallChoicesArbitrary(action.slots.length), fc.boolean());
  return cases.map(([network, kitchen, choices, admissible]: [GeneratedNetwork, KitchenSetup, ActionCallChoices, boolean]) => {
    let call: ActionCall | null = null;
    let skipped: string | null = null;
    try {
      const context = { kitchenState: network.kitchenStates[network.kitchenStates.length - 1], variables: network.variables };
      const constraints = { aliasing: options.aliasing };
      if (admissible) ({ network, call } = admissibleCase(facts, actionName, network, choices, constraints));
      else call = actionCallOf(facts, actionName, context, choices, constraints);
    } catch (e) {
      skipped = (e as Error).message;
    }
    const full: Network = { id: network.id, lines: call ? [...network.lines, call.line] : network.lines };
    return { network: full, call, skipped, kitchen, toString: () => `${kitchen}\n${full.lines.map(lineText).join('\n')}` };
  });
}

/**
 * Conservation is checked on exact networks only, whether asked for by `conserves` or by naming it
 * in `properties`: a single-float amount mixed with exact ones moves their grams out of the exact sum.
 */
function checksConservation(options: ActionCheckOptions): boolean {
  return options.conserves === true || (Array.isArray(options.properties) && options.properties.includes('conservation'));
}

/** The actions of the inventory that can be checked: all but `get-kitchen`, which every network starts with. */
export function checkableActions(simulator: Simulator): string[] {
  requireCheckArguments('checkableActions', simulator, null, {});
  return simulator.inventory.names().filter((a) => a !== 'get-kitchen');
}

/** Cases for checking any checkable action: one picked at random, then a case of it (see actionCaseArbitrary). */
export function anyActionCaseArbitrary(simulator: Simulator, options: ActionCheckOptions = {}): fc.Arbitrary<ActionCase> {
  requireCheckArguments('anyActionCaseArbitrary', simulator, null, options);
  return fc.constantFrom(...checkableActions(simulator)).chain((a) => actionCaseArbitrary(simulator, a, options));
}

/** The outcome of checking an action: `ok` with how often the action executed, or the failed property with a replayable counterexample (`seed`, `path`). */
export type ActionCheckReport =
  | {
      ok: true;
      action: string;
      numRuns: number;
      seed: number;
      properties: ActionProperty[];
      /** Cases whose run executed the action (not only the network before it). */
      executed: number;
      /** Executions of the action that failed (bound failed objects). */
      failedSteps: number;
    }
  | {
      ok: false;
      action: string;
      numRuns: number;
      seed: number;
      properties: ActionProperty[];
      /**
       * The property that failed: `generator` when no case could call the action, `not-tested` when
       * cases called it but it ran in none of their runs (each stopped or waited before it: the
       * properties hold of nothing), `options` when an option is not one it takes.
       */
      property: ActionProperty | 'generator' | 'not-tested' | 'options';
      /** What went wrong, the counterexample and how to replay it. */
      message: string;
      counterexample: string | null;
      path: string | null;
    };

class Violation extends Error {
  constructor(
    readonly property: ActionProperty,
    message: string,
  ) {
    super(message);
  }
}

/** Runs the checks; never throws for a property that fails (the report says which and why). */
export function checkActionProperties(simulator: Simulator, actionName: string, options: ActionCheckOptions = {}): ActionCheckReport {
  const given = options;
  if (typeof options !== 'object' || options === null) options = {};
  const optIn: Partial<Record<ActionProperty, boolean | undefined>> = { conservation: options.conserves, 'tools-used': options.usesTools };
  const properties = [...(Array.isArray(options.properties) ? options.properties : ACTION_PROPERTIES.filter((p) => !(p in optIn) || optIn[p] === true))];
  const seed = typeof options.seed === 'number' ? options.seed : Date.now() ^ (Math.random() * 0x100000000);
  const numRuns = typeof options.numRuns === 'number' ? options.numRuns : 50;
  const base = { action: actionName, numRuns, seed, properties };
  const bad = argumentsProblem(simulator, actionName) ?? optionsProblem(given, ACTION_PROPERTIES);
  // an action it does not know is named by the function (a misspelt name would head the message twice)
  const about = typeof actionName === 'string' && looksLikeSimulator(simulator) && !simulator.inventory.get(actionName) ? 'checkActionProperties' : actionName;
  if (bad) return { ...base, ok: false, property: 'options', message: `${about}: ${bad}`, counterexample: null, path: null };
  let cases: fc.Arbitrary<ActionCase>;
  try {
    cases = actionCaseArbitrary(simulator, actionName, options);
  } catch (e) {
    return { ...base, ok: false, property: 'generator', message: (e as Error).message, counterexample: null, path: null };
  }
  // once a property failed, shrinking checks that one alone: the shrunk case shows the failure the
  // report names, and the second run and fingerprints of `deterministic` are not made for every candidate
  let focus: ActionProperty | null = null;
  const has = (p: ActionProperty) => properties.includes(p) && (focus === null || focus === p);
  // the run of the case being checked, and of the last case that failed: what the report's rule line reads
  let caseRun: NetworkRun | null = null;
  let failure: { run: NetworkRun | null; violations: string[] } | null = null;
  const violated = (p: ActionProperty, message: string) => {
    focus = p;
    failure = { run: caseRun, violations: message.split('\n') };
    return new Violation(p, message);
  };
  const limit = options.timeLimitMs ?? 5000;
  let executed = 0;
  let failedSteps = 0;
  const run = (c: ActionCase): NetworkRun => {
    try {
      return runNetwork(simulator, c.network, { kitchen: c.kitchen, maxEvaluations: options.maxEvaluations });
    } catch (e) {
      throw violated('no-throw', `running the network threw ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`);
    }
  };
  let skipped: string | null = null;
  let made = 0;
  // the first case whose run did not execute the action, and why: what a not-tested report shows
  let notRun: { case: string; why: string } | null = null;
  const property = fc.property(cases, (c) => {
    if (!c.call) {
      skipped = c.skipped;
      return;
    }
    made++;
    caseRun = null;
    const started = performance.now();
    const first = run(c);
    caseRun = first;
    const ms = performance.now() - started;
    if (has('bounded') && ms > limit) throw violated('bounded', `the run took ${Math.round(ms)} ms, more than ${limit} ms`);
    const own = first.execution?.steps.filter((s) => first.program!.expressions[s.expression].action.name === actionName) ?? [];
    if (own.length) executed++;
    else notRun ??= { case: String(c), why: first.messages[0] ?? `the run ended ${first.status}` };
    failedSteps += own.filter((s) => s.failed).length;
    const check = (p: ActionProperty, violations: string[]) => {
      if (has(p) && violations.length) throw violated(p, violations.join('\n'));
    };
    const types = typeViolations(first, simulator.world.ontology);
    check('declared-types', types.length ? types : unfailedWrongTypeStops(first, simulator, actionName));
    check('time-forward', timeViolations(first));
    check('conservation', conservationViolations(first, simulator.world.units, [actionName]));
    check('tools-used', toolViolations(first, [actionName]));
    // after the others: a step that threw left nothing for them to see
    check('no-throw', crashViolations(first));
    if (has('deterministic')) {
      const a = JSON.stringify(runFingerprint(first, { ids: true }));
      const b = JSON.stringify(runFingerprint(run(c), { ids: true }));
      if (a !== b) throw violated('deterministic', `two runs of the same network differ:\n${firstDifference(a, b)}`);
    }
  });
  const details = fc.check(property, { numRuns, seed, path: options.path, endOnFailure: false });
  if (!details.failed && made === 0)
    return { ...base, ok: false, property: 'generator', message: `${actionName}: no case could call it: ${skipped}`, counterexample: null, path: null };
  if (!details.failed && executed === 0) return notTested(base, made, notRun!);
  if (!details.failed) return { ...base, ok: true, executed, failedSteps };
  const error = details.errorInstance;
  const violation = error instanceof Violation ? error : null;
  const counterexample = details.counterexample ? String(details.counterexample[0]) : null;
  const others = Object.entries(options)
    .filter(([k, v]) => !['seed', 'path', 'numRuns'].includes(k) && v !== undefined)
    .map(([k, v]) => `, ${k}: ${JSON.stringify(v)}`)
    .join('');
  const replay = `checkActionProperties(sim, '${actionName}', { seed: ${details.seed}, path: '${details.counterexamplePath}', numRuns: 1${others} })`;
  const failed = failure as { run: NetworkRun | null; violations: string[] } | null;
  const rule = violation && failed ? ruleTermsOf(violation.property, failed.run, actionName, failed.violations) : null;
  return {
    ...base,
    ok: false,
    property: violation?.property ?? 'no-throw',
    message: [
      `${actionName}: property ${violation?.property ?? 'no-throw'} failed after ${details.numRuns} run(s), ${details.numShrinks} shrink(s)`,
      violation?.message ?? String(error),
      counterexample ? `counterexample:\n${counterexample}` : '',
      `replay: ${replay}`,
      rule ?? '',
    ]
      .filter(Boolean)
      .join('\n'),
    counterexample,
    path: details.counterexamplePath,
  };
}

/** The report of checks whose cases called the action but never ran it: nothing was tested. */
function notTested(base: { action: string; numRuns: number; seed: number; properties: ActionProperty[] }, made: number, example: { case: string; why: string }): ActionCheckReport {
  const message = [
    `${base.action}: not tested: ${made} case(s) called it, and it ran in none of their runs (more numRuns, another seed or other options may reach it)`,
    `for one: ${example.why}`,
    `counterexample:\n${example.case}`,
  ].join('\n');
  return { ...base, ok: false, property: 'not-tested', message, counterexample: example.case, path: null };
}

/** What is wrong with the simulator or the action name, in words; null when nothing is. */
/** `actionName` null: a function that picks the actions itself (no action to check). */
function argumentsProblem(simulator: Simulator, actionName: string | null): string | null {
  if (!looksLikeSimulator(simulator))
    return `the first argument must be a Simulator (new Simulator({ rulesDirs: ['my-rules'] })), got ${typeof simulator === 'object' && simulator !== null ? 'another object' : String(simulator)}`;
  if (actionName === null) return null;
  if (typeof actionName !== 'string') return `the action must be its name, a string such as 'fold', got ${JSON.stringify(actionName) ?? String(actionName)}`;
  if (actionName === 'get-kitchen') return `get-kitchen starts every generated network and is not checked on its own (checkableActions(sim) lists the actions that are)`;
  if (!simulator.inventory.get(actionName)) return unknownActionIn(simulator.inventory.names(), actionName);
  return null;
}

/** Throws an InputError starting with `fn` when the simulator, the action or an option is not one the checks take. */
function requireCheckArguments(fn: string, simulator: Simulator, actionName: string | null, options: ActionCheckOptions): void {
  const bad = argumentsProblem(simulator, actionName) ?? optionsProblem(options, ACTION_PROPERTIES);
  if (bad) failer(fn)(bad);
}

/** Like checkActionProperties, but throws an Error with the report's message when a property fails. */
export function assertActionProperties(simulator: Simulator, actionName: string, options: ActionCheckOptions = {}): Extract<ActionCheckReport, { ok: true }> {
  // arguments it cannot take are the caller's error (an InputError naming the function), not a property that failed
  requireCheckArguments('assertActionProperties', simulator, actionName, options);
  const report = checkActionProperties(simulator, actionName, options);
  if (!report.ok) throw new Error(report.message);
  return report;
}
