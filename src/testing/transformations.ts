// Transformations that must not change what a network does: consistent renaming of its variables
// and permutation of its lines (when the kitchen-state chain fixes the order of execution).
//
//   fc.property(validNetworkArbitrary(facts).chain(renamingArbitrary), ({ network, original }) => …)
import fc from 'fast-check';
import { requireNetwork } from './argument-checks.ts';
import { type Network, type NetworkArg, networkVariables } from './network.ts';

/** A network with its variables renamed, and the renaming. */
export interface Renaming {
  original: Network;
  network: Network;
  /** New variable name (lower case, with `?`) → old one. */
  back: Map<string, string>;
}

const NAME_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789-*+_<>=!.';

/** Fresh, distinct variable names for every variable of the network (shrinks towards short names). */
export function renamingArbitrary(network: Network): fc.Arbitrary<Renaming> {
  requireNetwork('renamingArbitrary', network);
  const vars = networkVariables(network);
  const name = fc
    .array(fc.constantFrom(...NAME_CHARS), { minLength: 1, maxLength: 12 })
    .map((cs) => `?${cs.join('')}`)
    // a name that reads as a number after the `?` is still a variable; keep away from `?` alone
    .filter((n) => n.length > 1);
  return fc.uniqueArray(name, { minLength: vars.length, maxLength: vars.length }).map((names) => {
    const to = new Map(vars.map((v, i) => [v, names[i]]));
    const rename = (a: NetworkArg): NetworkArg => (a.kind === 'var' ? { kind: 'var', name: to.get(a.name)! } : a);
    return {
      original: network,
      network: { ...network, lines: network.lines.map((l) => ({ action: l.action, args: l.args.map(rename) })) },
      back: new Map(vars.map((v, i) => [names[i], v])),
    };
  });
}

/** A network with its lines reordered, and the order. */
export interface Permutation {
  original: Network;
  network: Network;
  /** order[i]: the index in the original of the permuted network's line i. */
  order: number[];
}

/** The network's lines in a random order. */
export function permutationArbitrary(network: Network): fc.Arbitrary<Permutation> {
  requireNetwork('permutationArbitrary', network);
  const n = network.lines.length;
  return fc
    .array(fc.nat(), { minLength: n, maxLength: n })
    .map((keys) => {
      const order = [...Array(n).keys()].sort((a, b) => keys[a] - keys[b] || a - b);
      return { original: network, network: { ...network, lines: order.map((i) => network.lines[i]) }, order };
    });
}
