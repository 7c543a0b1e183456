// A line whose output repeats one of its inputs (`(beat ?butter ?ks-2 ?ks-1 ?butter ?whisk)`,
// E_REPEATED_ARGUMENT): the output given a fresh name, and the lines after it that read the old
// name made to read the new one, as the author meant (what the line made is what they go on
// with). Every argument and the line's intent are kept: dearer than a swap, cheaper than a
// constant changed or the line dropped. Without the later readers relinked it costs a little
// more, for a network whose later lines want the value as it was.
import { COSTS } from './costs.ts';
import { type Candidate, type RepairContext, sourceLine } from './context.ts';
import { freshVariable, inputArg, isVariable, type Net, withArgs } from './network.ts';

export function repeatedOutputCandidates(ctx: RepairContext, net: Net, line: number, why: string): Candidate[] {
  const l = net.lines[line];
  const slots = ctx.sim.inventory.get(l.action)?.slots;
  if (!slots || l.args.length !== slots.length) return [];
  const inputs = new Set(l.args.filter((a, p) => isVariable(a) && slots[p].dir === 'in'));
  const slotOf = (action: string, p: number) => ctx.sim.inventory.get(action)?.slots[p];
  return slots.flatMap((slot, p) => {
    const old = l.args[p];
    if (slot.dir !== 'out' || !inputs.has(old)) return [];
    const fresh = freshVariable(net, old.slice(1));
    // the readers after the line, up to a line that makes the old name again
    const readers: number[] = [];
    for (let i = line + 1; i < net.lines.length; i++) {
      const x = net.lines[i];
      if (x.args.some((a, q) => a === old && slotOf(x.action, q)?.dir === 'in')) readers.push(i);
      if (x.args.some((a, q) => a === old && slotOf(x.action, q)?.dir === 'out')) break;
    }
    const renamed = (relink: boolean): Net => ({
      ...net,
      lines: net.lines.map((x, i) =>
        i === line ? withArgs(x, (a, q) => (q === p ? fresh : a)) : relink && readers.includes(i) ? withArgs(x, (a, q) => (a === old && slotOf(x.action, q)?.dir === 'in' ? fresh : a)) : x,
      ),
    });
    const edit = (relink: boolean) => ({
      kind: 'rename' as const,
      line: sourceLine(net, line),
      before: inputArg(l, p),
      after: fresh,
      reason: `${why}; its output ${slot.name} named ${fresh}${relink ? `, which line${readers.length > 1 ? 's' : ''} ${readers.map((i) => sourceLine(net, i)).join(', ')} read${readers.length > 1 ? '' : 's'} in place of ${old}` : `, ${old} left to the lines that read it`}`,
    });
    const options = readers.length ? [true, false] : [false];
    return options.map((relink) => ({ net: renamed(relink), edits: [edit(relink)], cost: COSTS.rename + (relink || !readers.length ? 0 : COSTS.renameUnlinked) }));
  });
}
