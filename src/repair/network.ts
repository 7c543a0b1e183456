// A network as repair edits it: one entry per predicate line, its action and argument texts,
// and the line of the input file it came from (null for an inserted line). Immutable: an edit
// makes a new network.
import { showTerm } from '../engine/program.ts';
import type { Recipe } from '../language/ast.ts';
import type { Inventory } from '../rules/registry.ts';

export interface NetLine {
  action: string;
  /** Arguments as the network writes them: variables lower-cased with `?`, constants, numbers. */
  args: string[];
  /** The input file's line, null for an inserted line. */
  source: number | null;
  /** The input's own text of the line while no edit touched it. */
  original: string | null;
  /** The line as the input file writes it, kept through edits (null for an inserted line): edits report against it. */
  input: { text: string; args: string[] } | null;
}

export interface Net {
  header: string | null;
  lines: NetLine[];
}

export const isVariable = (arg: string) => arg.startsWith('?');

export function netOfRecipe(recipe: Recipe, sourceLines: readonly string[]): Net {
  return {
    header: recipe.id === null ? null : `#${recipe.id}`,
    lines: recipe.predicates.map((p) => {
      const args = p.args.map(showTerm);
      const original = sourceLines[p.place.line - 1]?.trim() ?? null;
      return { action: p.name, args, source: p.place.line, original, input: { text: original ?? `(${p.name} ${args.join(' ')})`, args } };
    }),
  };
}

export const lineText = (l: NetLine) => l.original ?? `(${l.action} ${l.args.join(' ')})`;

/** The line as the input writes it (an edit's `before`), the network's own text for an inserted line. */
export const inputText = (l: NetLine) => l.input?.text ?? lineText(l);

/** The argument at `position` as the input writes it: an earlier edit may have renamed it since. */
export const inputArg = (l: NetLine, position: number) => l.input?.args[position] ?? l.args[position];

/** The network as a `.solution` text (header first, one predicate per line, a final newline). */
export function netText(net: Net): string {
  return [...(net.header === null ? [] : [net.header]), ...net.lines.map(lineText)].join('\n') + '\n';
}

/** The network with line `index` changed (the others kept as they are). */
export function withLine(net: Net, index: number, change: (l: NetLine) => NetLine): Net {
  return { ...net, lines: net.lines.map((l, i) => (i === index ? change(l) : l)) };
}

/** A copy of a line with some arguments replaced. */
export function withArgs(l: NetLine, replace: (arg: string, position: number) => string): NetLine {
  const args = l.args.map(replace);
  return args.every((a, i) => a === l.args[i]) ? l : { ...l, args, original: null };
}

/** Where each variable occurs: as an input (a slot some mode needs bound) or as an output (a slot some mode computes). */
export interface Occurrences {
  inputs: Map<string, number[]>;
  outputs: Map<string, number[]>;
  /** Variables in the first slot of a line that computes it: what the line is for (not a rest, a quantity). */
  primary: Set<string>;
}

export function occurrences(net: Net, inventory: Inventory): Occurrences {
  const inputs = new Map<string, number[]>();
  const outputs = new Map<string, number[]>();
  const primary = new Set<string>();
  const add = (m: Map<string, number[]>, v: string, i: number) => {
    const at = m.get(v);
    if (!at) m.set(v, [i]);
    else if (at[at.length - 1] !== i) at.push(i);
  };
  net.lines.forEach((l, i) => {
    const action = inventory.get(l.action);
    l.args.forEach((a, s) => {
      if (!isVariable(a)) return;
      const slot = action?.slots[s];
      if (!slot || slot.dir === 'in') add(inputs, a, i);
      else {
        add(outputs, a, i);
        if (s === 0) primary.add(a);
      }
    });
  });
  return { inputs, outputs, primary };
}

/**
 * How much a line whose work nothing takes up weighs: a line that brings something into the
 * network from the kitchen alone (no object among its inputs: a fetched ingredient or tool) 2,
 * another 1 (a network may leave an intermediate result unused, it rarely fetches for nothing).
 */
export function orphanWeight(net: Net, inventory: Inventory): number {
  const occ = occurrences(net, inventory);
  return orphanLines(net, inventory, occ).reduce((sum, i) => sum + lineWeight(net, i, inventory, occ), 0);
}

export function lineWeight(net: Net, index: number, inventory: Inventory, occ: Occurrences): number {
  const l = net.lines[index];
  const action = inventory.get(l.action);
  // an object input another line produces (a target container the line retrieves itself is none)
  const takesObject = l.args.some((a, s) => isVariable(a) && action?.slots[s]?.dir === 'in' && !action.slots[s].type.isKitchenState && (occ.outputs.get(a) ?? []).some((j) => j !== index));
  return takesObject ? 1 : 2;
}

/**
 * Lines whose every output but kitchen states is used by no other line, the last line apart (it
 * holds the dish): a line whose work nothing takes up has lost its purpose in the network.
 */
export function orphanLines(net: Net, inventory: Inventory, occ = occurrences(net, inventory)): number[] {
  const out: number[] = [];
  net.lines.forEach((l, i) => {
    if (i === net.lines.length - 1) return;
    const action = inventory.get(l.action);
    if (!action || l.action === 'get-kitchen') return;
    const outs = l.args.filter((a, s) => isVariable(a) && action.slots[s]?.dir === 'out' && !action.slots[s].type.isKitchenState);
    if (outs.length === 0) return;
    if (outs.every((v) => (occ.inputs.get(v) ?? []).every((j) => j === i))) out.push(i);
  });
  return out;
}

/** The line and those its object inputs come from, nearest first (breadth first over producers): where a failure may start. */
export function upstream(net: Net, line: number, inventory: Inventory): number[] {
  const occ = occurrences(net, inventory);
  const order = [line];
  for (let k = 0; k < order.length; k++) {
    const l = net.lines[order[k]];
    const action = inventory.get(l.action);
    l.args.forEach((a, s) => {
      if (!isVariable(a) || action?.slots[s]?.dir !== 'in' || action.slots[s].type.isKitchenState) return;
      for (const p of occ.outputs.get(a) ?? []) if (p < order[k] && !order.includes(p)) order.push(p);
    });
  }
  return order;
}

/** A variable name not yet in the network: `?repair-<stem>-<n>`. */
export function freshVariable(net: Net, stem: string, taken: Set<string> = new Set()): string {
  const used = new Set(net.lines.flatMap((l) => l.args.filter(isVariable)));
  for (let n = 1; ; n++) {
    const name = `?repair-${stem}-${n}`;
    if (!used.has(name) && !taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}
