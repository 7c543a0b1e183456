// A network without exactly one get-kitchen (E_GET_KITCHEN_COUNT) compiles to nothing, so no other
// edit can be tried on it. A forgotten one is inserted as the first line, making the kitchen state
// the first line that takes an unmade one starts from (else a fresh one, which a relink can then
// take up); an extra one is dropped, its users given the first one's kitchen.
import { COSTS } from './costs.ts';
import { type Candidate, type RepairContext, sourceLine } from './context.ts';
import { freshVariable, inputText, isVariable, type Net, type NetLine, occurrences, withArgs } from './network.ts';

export function getKitchenCandidates(ctx: RepairContext, net: Net, why: string): Candidate[] {
  const kitchens = net.lines.flatMap((l, i) => (l.action === 'get-kitchen' ? [i] : []));
  return kitchens.length === 0 ? [inserted(ctx, net, why)] : kitchens.slice(1).flatMap((i) => dropped(net, kitchens[0], i, why));
}

function inserted(ctx: RepairContext, net: Net, why: string): Candidate {
  const { inventory } = ctx.sim;
  const occ = occurrences(net, inventory);
  // the first kitchen-state input no line makes: where the chain was meant to start
  const unmade = net.lines
    .flatMap((l) => l.args.filter((a, p) => isVariable(a) && inventory.get(l.action)?.slots[p]?.dir === 'in' && inventory.get(l.action)!.slots[p].type.isKitchenState))
    .find((a) => !occ.outputs.has(a));
  const kitchen = unmade ?? freshVariable(net, 'kitchen');
  const line: NetLine = { action: 'get-kitchen', args: [kitchen], source: null, original: null, input: null };
  const text = `(get-kitchen ${kitchen})`;
  const made = unmade ? `${kitchen}, the kitchen state the network starts from, which no line makes` : `a fresh kitchen state (no line takes a kitchen state that no line makes)`;
  return { net: { ...net, lines: [line, ...net.lines] }, edits: [{ kind: 'insert', line: sourceLine(net, 0), before: null, after: text, reason: `${why}; the first line gives ${made}` }], cost: COSTS.insert };
}

function dropped(net: Net, first: number, extra: number, why: string): Candidate[] {
  const [from, to] = [net.lines[extra].args[0], net.lines[first].args[0]];
  if (!isVariable(from ?? '') || !isVariable(to ?? '')) return [];
  const lines = net.lines.filter((_, i) => i !== extra).map((l) => withArgs(l, (a) => (a === from ? to : a)));
  const rewired = from === to ? '' : `; later uses rewired: ${from} → ${to}`;
  return [{ net: { ...net, lines }, edits: [{ kind: 'drop', line: sourceLine(net, extra), before: inputText(net.lines[extra]), after: null, reason: `${why}; line ${sourceLine(net, first)} gets the kitchen already${rewired}` }], cost: COSTS.drop }];
}
