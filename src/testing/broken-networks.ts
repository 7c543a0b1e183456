// Arbitraries for deliberately broken networks: a valid network with lines dropped, links broken
// or renamed to another variable, wrong arities, unknown actions, constants of the wrong type,
// arguments swapped, lines repeated, or garbage lines inserted. Whatever comes out, the parser and
// the simulator must answer with messages and a status, never with an exception.
//
//   fc.property(brokenNetworkArbitrary(facts), (b) => { runNetwork(sim, b.text); })  // must not throw
import fc from 'fast-check';
import { didYouMeanOneOf } from '../did-you-mean.ts';
import { isRecord } from '../language/check-recipe.ts';
import { failer, meantNames, requireFacts, requireNetwork, shown, whole } from './argument-checks.ts';
import type { KitchenFacts } from './kitchen-facts.ts';
import { argText, lineText, type Network, type NetworkArg, type NetworkLine, networkText, networkVariables } from './network.ts';
import { type ValidNetworkConstraints, validNetworkArbitrary } from './networks.ts';

/** The ways a valid network is broken: dropped lines, broken or changed links, arguments added, removed or swapped, unknown actions, wrong constants, repeated and garbage lines. */
export const MUTATION_KINDS = [
  'drop-line',
  'break-link',
  'relink',
  'add-argument',
  'remove-argument',
  'unknown-action',
  'wrong-constant',
  'constant-for-variable',
  'swap-arguments',
  'repeat-line',
  'garbage-line',
] as const;
/** One of MUTATION_KINDS. */
export type MutationKind = (typeof MUTATION_KINDS)[number];

/** One mutation: its kind and the random numbers that place it. */
export interface Mutation {
  kind: MutationKind;
  at: number;
  k: number;
  garbage: string;
}

/** A network broken on purpose: the valid network it came from, what was done to it, and the result. */
export interface BrokenNetwork {
  /** The network before the mutations. */
  base: Network;
  /** What was done, e.g. `drop-line 3`. */
  mutations: string[];
  /** The `.solution` text of the broken network. */
  text: string;
  toString(): string;
}

/** The valid network to start from and how many mutations to apply. */
export interface BrokenNetworkConstraints extends ValidNetworkConstraints {
  /** Mutations applied (default 1 to 3). */
  minMutations?: number;
  maxMutations?: number;
  /** Kinds to use (default all). */
  kinds?: readonly MutationKind[];
}

/** Constants that fill no slot of the standard actions well, or not at all. */
const WRONG_CONSTANTS = ['unicorn', 'g', 'butter', '0', '-1', '1/3', '0.5', '()', '(a (b 1/2) ?c)', 'whisk', '100000000000000000000', 'kitchen-state', 'failed-object'];
const GARBAGE = ['(', ')', '(()', '(get-kitchen ?k', '#', '#x y z', '; comment', '(1 ?x)', '(?x a)', '((a))', '(mix ?a ?a ?a ?a ?a)', '"', '|', '\\'];

/** A garbage line: a fixed nasty one or random printable text. */
const garbageArbitrary = fc.oneof(fc.constantFrom(...GARBAGE), fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));

/** Throws an InputError starting with `fn` unless the kinds are a non-empty list of MUTATION_KINDS. */
function checkedKinds(fn: string, kinds: unknown): void {
  const unknown = (Array.isArray(kinds) ? kinds : []).filter((k) => !MUTATION_KINDS.includes(k));
  const near = unknown.flatMap((k) => meantNames(String(k), MUTATION_KINDS));
  if (!Array.isArray(kinds) || unknown.length || !kinds.length)
    failer(fn)(`kinds must be a non-empty list of ${MUTATION_KINDS.join(', ')}, got ${shown(kinds)}${didYouMeanOneOf(near)}`);
}

/** Random mutations of the given kinds (default: all). */
export function mutationArbitrary(kinds: readonly MutationKind[] = MUTATION_KINDS): fc.Arbitrary<Mutation> {
  checkedKinds('mutationArbitrary', kinds);
  return fc.record({ kind: fc.constantFrom(...kinds), at: fc.nat(), k: fc.nat(), garbage: garbageArbitrary });
}

/** Applies mutations in order to the lines of a network (the result may be text that does not parse). */
export function applyMutations(network: Network, mutations: Mutation[]): BrokenNetwork {
  requireNetwork('applyMutations', network);
  if (!Array.isArray(mutations)) failer('applyMutations')(`mutations: expected a list of mutations (as mutationArbitrary gives them), got ${shown(mutations)}`);
  let lines: (NetworkLine | string)[] = [...network.lines];
  const done: string[] = [];
  let fresh = 0;
  const vars = networkVariables(network);
  for (const planned of mutations) {
    if (!lines.length) lines = ['(get-kitchen ?kitchen)'];
    // a mutation that does not apply to the line it falls on becomes a garbage line there
    const m = applies(planned, lines[planned.at % lines.length]) ? planned : { ...planned, kind: 'garbage-line' as const };
    const i = m.at % lines.length;
    const line = lines[i];
    // every kind below garbage-line changes the line itself, and applies() let it through only
    // onto a line it can change: a structured one, with the arguments the kind needs
    const structured = line as NetworkLine;
    const replace = (l: NetworkLine | string) => (lines = lines.map((x, j) => (j === i ? l : x)));
    const setArg = (l: NetworkLine, a: number, arg: NetworkArg) => ({ action: l.action, args: l.args.map((x, j) => (j === a ? arg : x)) });
    switch (m.kind) {
      case 'drop-line':
        lines = lines.filter((_, j) => j !== i);
        break;
      case 'repeat-line':
        lines = [...lines.slice(0, i + 1), line, ...lines.slice(i + 1)];
        break;
      case 'garbage-line':
        lines = [...lines.slice(0, i), m.garbage.replace(/[\r\n]/g, ' '), ...lines.slice(i)];
        break;
      case 'unknown-action':
        replace({ ...structured, action: m.k % 2 ? structured.action.slice(0, -1) : `${structured.action}-x` });
        break;
      case 'add-argument':
        replace({ ...structured, args: [...structured.args, { kind: 'var', name: `?extra-${++fresh}` }] });
        break;
      case 'remove-argument': {
        const a = argAt(structured, m);
        replace({ ...structured, args: structured.args.filter((_, j) => j !== a) });
        break;
      }
      case 'swap-arguments': {
        const [a, b] = swapped(structured, m);
        const args = [...structured.args];
        [args[a], args[b]] = [args[b], args[a]];
        replace({ ...structured, args });
        break;
      }
      default: {
        // argument mutations: break-link, relink, wrong-constant, constant-for-variable (of a variable)
        const a = argAt(structured, m);
        const old = structured.args[a];
        let arg: NetworkArg;
        if (m.kind === 'break-link') arg = { kind: 'var', name: `?broken-${++fresh}` };
        else if (m.kind === 'relink') {
          const others = vars.filter((v) => old.kind !== 'var' || v !== old.name);
          arg = { kind: 'var', name: others[m.k % others.length] ?? '?kitchen' };
        } else if (m.kind === 'wrong-constant') {
          const others = WRONG_CONSTANTS.filter((c) => old.kind !== 'const' || c !== old.text);
          arg = { kind: 'const', text: others[m.k % others.length] };
        } else arg = { kind: 'const', text: WRONG_CONSTANTS[m.k % WRONG_CONSTANTS.length] };
        replace(setArg(structured, a, arg));
      }
    }
    done.push(`${m.kind} ${i + 1}`);
  }
  const textOf = () => (network.id ? `#${network.id}\n` : '') + lines.map((l) => (typeof l === 'string' ? l : lineText(l)) + '\n').join('');
  let text = textOf();
  if (text === networkText(network)) {
    // the mutations undid each other (a constant put in and linked back): break it for sure
    lines = [...lines, '(get-kitchen ?kitchen'];
    done.push(`garbage-line ${lines.length}`);
    text = textOf();
  }
  return { base: network, mutations: done, text, toString: () => `${done.join(', ')}:\n${text}` };
}

/** The argument position an argument mutation falls on (the line has arguments). */
function argAt(line: NetworkLine, m: Mutation): number {
  return m.k % line.args.length;
}

/** The two argument positions a swap-arguments mutation exchanges. */
function swapped(line: NetworkLine, m: Mutation): [number, number] {
  const a = argAt(line, m);
  return [a, (a + 1 + (m.k % (line.args.length - 1))) % line.args.length];
}

/** Can the mutation change this line? */
function applies(m: Mutation, line: NetworkLine | string): boolean {
  if (m.kind === 'drop-line' || m.kind === 'repeat-line' || m.kind === 'garbage-line') return true;
  if (typeof line === 'string') return false;
  if (m.kind === 'unknown-action' || m.kind === 'add-argument') return true;
  if (m.kind === 'swap-arguments') {
    if (line.args.length < 2) return false;
    const [a, b] = swapped(line, m);
    return argText(line.args[a]) !== argText(line.args[b]);
  }
  if (!line.args.length) return false;
  if (m.kind === 'constant-for-variable') return line.args[argAt(line, m)].kind === 'var';
  return true;
}

/** A valid network broken by one or more mutations. */
export function brokenNetworkArbitrary(facts: KitchenFacts, constraints: BrokenNetworkConstraints = {}): fc.Arbitrary<BrokenNetwork> {
  const { kinds, minMutations, maxMutations, ...valid } = constraints ?? {};
  const fail = failer('brokenNetworkArbitrary');
  requireFacts('brokenNetworkArbitrary', facts);
  if (constraints !== undefined && constraints !== null && !isRecord(constraints)) fail(`the constraints must be an object such as { kinds: ['drop-line'] }, got ${shown(constraints)}`);
  if (kinds !== undefined) checkedKinds('brokenNetworkArbitrary', kinds);
  if (minMutations !== undefined && !whole(minMutations, 0)) fail(`minMutations must be a whole number of at least 0, got ${shown(minMutations)}`);
  const min = minMutations ?? 1;
  if (maxMutations !== undefined && !whole(maxMutations, min)) fail(`maxMutations must be a whole number of at least minMutations (${min}), got ${shown(maxMutations)}`);
  const mutations = fc.array(mutationArbitrary(kinds), { minLength: min, maxLength: maxMutations ?? Math.max(min, 3) });
  return fc.tuple(validNetworkArbitrary(facts, valid), mutations).map(([network, ms]) => applyMutations(network, ms));
}
