// The node sequence of an executed network, as the metrics see it (spec: evaluation §3.3): one
// node per executed expression in execution order, with its primary output and the kitchen state
// it left. Variables are bound once and never change, so a node's output is the final value of
// its first argument.
import { Entity, type Value } from '../kitchen/entity.ts';
import type { ExecutionResult } from '../engine/execute.ts';
import type { Program } from '../engine/program.ts';
import type { RecipeRun } from '../simulator.ts';

export interface ExecNode {
  /** Index of the expression in the program. */
  expression: number;
  /** Action name, e.g. `fetch-and-proportion`. */
  action: string;
  /** Variable index of the first argument (the primary output). */
  outVar: number;
  /** Its name as the network writes it, upper-cased (`?BAKED-COOKIES`). */
  outName: string;
  output: Value;
  /** The first argument whose value is exactly a `kitchen-state` (the state after the step). */
  kitchen: Entity | null;
  /** Every variable of the expression: inputs, outputs and the constants' own variables. */
  vars: number[];
  /** `file:line` of the predicate, for messages. */
  line: number;
}

/** The nodes of a run that executed completely; throws when it did not. */
export function nodeSequence(run: RecipeRun): ExecNode[] {
  const { program, execution } = run;
  if (!program || !execution || execution.status !== 'ok') throw new Error(`nodeSequence needs a complete execution (${run.file} is ${run.status})`);
  return nodesOf(program, execution);
}

/**
 * The nodes of the steps a run executed, complete or not: an unexecutable run's deepest dead end
 * (with the bindings of that moment), the steps before an error. A run that gave up on its
 * search budget keeps no bindings of its deepest steps, so it has none.
 */
export function executedNodes(run: RecipeRun): ExecNode[] {
  const { program, execution } = run;
  if (!program || !execution || (execution.status === 'error' && execution.error?.reason === 'search-budget')) return [];
  return nodesOf(program, execution);
}

function nodesOf(program: Program, execution: ExecutionResult): ExecNode[] {
  return execution.steps.map((step) => {
    const expr = program.expressions[step.expression];
    const values = expr.args.map((v) => execution.values[v]);
    const kitchen = values.find((v): v is Entity => v instanceof Entity && v.cls.name === 'kitchen-state') ?? null;
    return {
      expression: step.expression,
      action: expr.predicate.name,
      outVar: expr.args[0],
      outName: program.variables[expr.args[0]].name,
      output: values[0],
      kitchen,
      vars: [...expr.args],
      line: expr.predicate.place.line,
    };
  });
}

export const isFailed = (v: Value): boolean => v instanceof Entity && v.isA('failed-object');
