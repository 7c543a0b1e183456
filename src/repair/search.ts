// The search for the cheapest repair: best first over networks, each reached by a list of edits.
// A network's priority is the cost of its edits plus a penalty per line whose work no line takes
// up (orphanLines, weighed by orphanWeight): a link dropped or broken leaves such a line, and the
// repair that puts it back to use is preferred to one that merely makes the network run. Each
// network popped is executed; the first problem it has (in file order) gives the candidate edits
// of its children. The search ends when no open network can beat the best clean one found, on
// a budget, or when told to stop between networks (search-steps.ts).
import type { SearchSteps } from '../search-steps.ts';
import { amountCandidates } from './amount.ts';
import { COSTS } from './costs.ts';
import { actionNameCandidates, constantCandidates, missingArgumentCandidates } from './constant.ts';
import { type Candidate, type RepairContext } from './context.ts';
import { cycleCandidates } from './cycle.ts';
import { defaultedSwapCandidates } from './defaulted-swap.ts';
import { dropCandidate } from './drop.ts';
import { extraArgumentCandidates } from './extra-argument.ts';
import { getKitchenCandidates } from './get-kitchen.ts';
import { insertCandidates } from './insert.ts';
import { namedIngredientCandidates } from './named-ingredient.ts';
import { type Net, netText, orphanWeight } from './network.ts';
import { executeNet, type Outcome, type Problem } from './outcome.ts';
import { chainRelinkCandidates, relinkCandidates } from './relink.ts';
import { repeatedOutputCandidates } from './repeated-output.ts';
import { swapCandidates } from './swap.ts';
import type { RepairEdit } from './types.ts';

export interface SearchBounds {
  nodeBudget: number;
  deadline: number;
  maxEdits: number;
  seed: number;
  file: string;
}

interface Node {
  net: Net;
  edits: RepairEdit[];
  g: number;
  f: number;
  tie: number;
  /** The problem its parent was repairing, to see whether the edit got past it. */
  repairing: string | null;
}

export interface SearchResult {
  best: { net: Net; edits: RepairEdit[]; outcome: Outcome } | null;
  nodes: number;
  stopped: 'node-budget' | 'budget-seconds' | 'interrupted' | null;
}

export function* searchRepair(ctx: RepairContext, start: Net, startOutcome: Outcome, bounds: SearchBounds): SearchSteps<SearchResult> {
  const open: Node[] = [];
  const seen = new Set<string>([netText(start)]);
  let serial = 0;
  const push = (net: Net, edits: RepairEdit[], g: number, repairing: string | null) => {
    const text = netText(net);
    if (seen.has(text)) return;
    seen.add(text);
    const f = g + COSTS.orphan * orphanWeight(net, ctx.sim.inventory);
    open.push({ net, edits, g, f, tie: tieKey(bounds.seed, text, serial++), repairing });
  };
  let best: SearchResult['best'] = null;
  let bestF = Infinity;
  let nodes = 0;
  let stopped: SearchResult['stopped'] = null;
  const expand = (node: Node, outcome: Outcome) => {
    if (node.edits.length >= bounds.maxEdits) return;
    const problem = outcome.problems[0];
    if (!problem) return;
    const key = problemKey(node.net, problem);
    if (node.repairing === key) return; // the edit did not get past the problem it was for
    for (const c of candidatesFor(ctx, node.net, outcome, problem)) push(c.net, [...node.edits, ...c.edits], node.g + c.cost, key);
  };
  expand({ net: start, edits: [], g: 0, f: 0, tie: 0, repairing: null }, startOutcome);
  while (open.length) {
    const node = takeCheapest(open);
    if (node.f >= bestF) break;
    if (nodes >= bounds.nodeBudget) {
      stopped = 'node-budget';
      break;
    }
    if (performance.now() > bounds.deadline) {
      stopped = 'budget-seconds';
      break;
    }
    if (yield nodes) {
      stopped = 'interrupted';
      break;
    }
    nodes++;
    const outcome = executeNet(ctx.sim, node.net, bounds.file);
    if (outcome.clean) {
      best = { net: node.net, edits: node.edits, outcome };
      bestF = node.f;
      continue;
    }
    expand(node, outcome);
  }
  return { best, nodes, stopped };
}

/** The candidate edits for one problem, cheapest kinds first. */
export function candidatesFor(ctx: RepairContext, net: Net, outcome: Outcome, problem: Problem): Candidate[] {
  const { line, variable } = problem;
  if ((problem.code === 'E_UNBOUND_INPUT' || problem.code === 'E_UNBOUND_KITCHEN_STATE') && variable) {
    const why = `no line produces ${variable}`;
    const relinks = relinkCandidates(ctx, net, outcome, line, variable, why, 'everywhere');
    const inserts = problem.code === 'E_UNBOUND_INPUT' ? insertCandidates(ctx, net, outcome, line, variable) : [];
    // a tool computed by default given in the container's place leaves the container slot waiting
    // for the tool's variable, which no line makes: putting the two back is the edit
    const swaps = problem.code === 'E_UNBOUND_INPUT' ? swapCandidates(ctx, net, outcome, line, why) : [];
    return [...relinks, ...swaps, ...inserts, ...dropCandidate(ctx, net, line, `${why}, and nothing found to produce it`)];
  }
  const why = problem.message;
  if (problem.code === 'E_GET_KITCHEN_COUNT') return getKitchenCandidates(ctx, net, why);
  // a circle can close through two arguments given in each other's place (a bowl as the tool)
  if (problem.code === 'E_CIRCULAR_WAIT') return [...swapCandidates(ctx, net, outcome, line, why), ...cycleCandidates(ctx, net, outcome, line), ...dropCandidate(ctx, net, line, why)];
  const l = net.lines[line];
  const action = ctx.sim.inventory.get(l.action);
  if (!action) return problem.code === 'E_UNKNOWN_ACTION' ? actionNameCandidates(ctx, net, line, why) : [];
  // a network that does not compile (an unknown constant) opens no session: its templates are asked
  // of the network without the lines that stop it
  const stopping = new Set(outcome.problems.map((p) => p.line));
  const asked = outcome.run.execution ? net : { ...net, lines: net.lines.filter((_, i) => !stopping.has(i)) };
  if (problem.code === 'E_ARITY') return [...missingArgumentCandidates(ctx, net, line, why, asked), ...extraArgumentCandidates(ctx, net, outcome, line, why), ...dropCandidate(ctx, net, line, why)];
  // another problem of a line whose arguments do not match its slots (a missing get-kitchen found on
  // it): every edit below reads the line slot by slot, so only its own E_ARITY can mend it
  if (l.args.length !== action.slots.length) return [];
  // an output that repeats an input: given a name of its own before anything else is tried
  const renames = problem.code === 'E_REPEATED_ARGUMENT' ? repeatedOutputCandidates(ctx, net, line, why) : [];
  // an input of the failing line relinked to a value nothing uses yet (its kitchen state to the
  // end of the chain), a constant changed, an implausible amount or an ingredient unlike its
  // output's name, of it or of a line its inputs come from, changed, the line dropped
  const relinks = l.args.flatMap((a, p) => (a.startsWith('?') && action.slots[p]?.dir === 'in' && !action.slots[p].type.isKitchenState ? relinkCandidates(ctx, net, outcome, line, a, why, 'this-line') : []));
  const chain = chainRelinkCandidates(ctx, net, line, why);
  return [...renames, ...relinks.filter((c) => c.cost < 2), ...chain, ...swapCandidates(ctx, net, outcome, line, why), ...defaultedSwapCandidates(ctx, net, outcome, line, why), ...constantCandidates(ctx, net, line, why, asked), ...amountCandidates(ctx, net, line, why), ...namedIngredientCandidates(ctx, net, line, why), ...dropCandidate(ctx, net, line, why)];
}

/** The open node of least priority (ties by their key, unique): removed from `open`. */
function takeCheapest(open: Node[]): Node {
  let at = 0;
  for (let i = 1; i < open.length; i++) if (open[i].f < open[at].f || (open[i].f === open[at].f && open[i].tie < open[at].tie)) at = i;
  return open.splice(at, 1)[0];
}

function problemKey(net: Net, p: Problem): string {
  const l = net.lines[p.line];
  return `${p.code} ${l.action} ${l.args.join(' ')} ${p.variable ?? ''}`;
}

/** A number from the seed and the network's text: orders networks of equal priority (exported for its tests). */
export function tieKey(seed: number, text: string, serial: number): number {
  let h = (2166136261 ^ seed) >>> 0;
  // the seed's bits above 32 too (`^` keeps the low 32 only): 1 and 2^32 + 1 are different seeds
  const high = Math.floor(seed / 2 ** 32);
  if (high) h = Math.imul(h ^ high, 16777619) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h + serial / 1e9;
}
