// A call of the action that the rules' declared conditions accept after the network, when one of
// a few variations of the random choices gives it, perhaps after one more container is fetched: a
// tray grease can brush rather than a bowl. The session's check decides, as it does for each step
// of validNetworkArbitrary.
import { openSession, type Session } from '../session/index.ts';
import { type ActionCall, type ActionCallChoices, type ActionCallConstraints, actionCallOf } from './action-calls.ts';
import type { KitchenFacts } from './kitchen-facts.ts';
import { constant, lineText, type NetworkLine, variable } from './network.ts';
import type { GeneratedNetwork } from './networks.ts';

/** Variations of the choices tried at most (each costs a check): every kind of input, eight candidates of each. */
const VARIATIONS = 96;
/** Container classes tried (each fetched after the network) when no variation is admissible without one. */
const FETCHED_KINDS = 6;
/** Kind weights repeat within this many units (slotOptions' weights sum to at most 12). */
const KIND_CYCLE = 12;

/** A session over the facts' simulator: the rules' declared conditions decide which lines can run. */
export const sessionFor = ({ simulator: s }: KitchenFacts): Session =>
  openSession({ kitchen: s.kitchenName, semantics: s.semantics, rules: s.options.rulesDirs, ontology: s.options.ontologyFiles });

/** The choices moved to another kind of input (`v` modulo the cycle) and a later candidate. */
const varied = (choices: ActionCallChoices, v: number): ActionCallChoices => ({
  ...choices,
  kinds: choices.kinds.map((k) => k + (v % KIND_CYCLE)),
  picks: choices.picks.map((p) => p + Math.floor(v / KIND_CYCLE)),
});

/** Classes of the kitchen's unused containers that `fetch` can bring (concepts of transferable containers). */
export function fetchableContainers(facts: KitchenFacts): string[] {
  const ontology = facts.simulator.world.ontology;
  const concepts = new Set(facts.constantClasses('conceptualizable'));
  return [...facts.tools.keys()].filter((cls) => concepts.has(cls) && ontology.get(cls).ancestors.has('transferable-container'));
}

/** A call of the action after the network, and the network it follows (the given one, or it with a container fetched). */
export interface AdmissibleCase {
  network: GeneratedNetwork;
  call: ActionCall;
}

/**
 * The call the choices make after the network, or the first of their variations that the session's
 * check finds admissible after it; failing that, the first after the network with one more container
 * of the kitchen fetched (one of a few the choices pick: a tray for grease, which no bowl will do); the
 * call itself when none is (it then stops, as such calls do). Throws as actionCallOf does when no
 * mode can be called.
 */
export function admissibleCase(facts: KitchenFacts, action: string, network: GeneratedNetwork, choices: ActionCallChoices, constraints: ActionCallConstraints): AdmissibleCase {
  const call = callAfter(facts, action, network, choices, constraints);
  const session = prefixSession(facts, network.lines);
  if (!session) return { network, call };
  const found = admissibleAfter(facts, action, network, session, choices, constraints);
  if (found) return { network, call: found };
  const kinds = fetchableContainers(facts);
  for (let k = 0; k < Math.min(FETCHED_KINDS, kinds.length); k++) {
    const longer = withFetched(network, kinds[(choices.mode + k) % kinds.length]);
    const fetched = session.fork();
    if (fetched.execute(lineText(longer.lines[longer.lines.length - 1])).status !== 'ok') continue;
    const after = admissibleAfter(facts, action, longer, fetched, choices, constraints);
    if (after) return { network: longer, call: after };
  }
  return { network, call };
}

const callAfter = (facts: KitchenFacts, action: string, network: GeneratedNetwork, choices: ActionCallChoices, constraints: ActionCallConstraints) =>
  actionCallOf(facts, action, { kitchenState: network.kitchenStates[network.kitchenStates.length - 1], variables: network.variables }, choices, constraints);

/** The first variation of the choices whose call the session (after the network) finds admissible; null when none is. */
function admissibleAfter(facts: KitchenFacts, action: string, network: GeneratedNetwork, session: Session, choices: ActionCallChoices, constraints: ActionCallConstraints): ActionCall | null {
  for (let v = 0; v < VARIATIONS; v++) {
    const call = callAfter(facts, action, network, varied(choices, v), constraints);
    if (session.check(lineText(call.line)).admissible) return call;
  }
  return null;
}

/** The network with one more line: `(fetch ?fetched.CLASS …)`, an empty container of the class ('.' is in none of the generator's names). */
function withFetched(network: GeneratedNetwork, cls: string): GeneratedNetwork {
  const out = `?fetched.${cls}`;
  const ks = '?fetched.kitchen-state';
  const line: NetworkLine = { action: 'fetch', args: [variable(out), variable(ks), variable(network.kitchenStates[network.kitchenStates.length - 1]), constant(cls), constant(1)] };
  const lines = [...network.lines, line];
  return { ...network, lines, kitchenStates: [...network.kitchenStates, ks], variables: [...network.variables, { name: out, type: cls, holds: [] }], toString: () => lines.map(lineText).join('\n') };
}

/** A session that has executed the lines; null when one of them does not run there. */
function prefixSession(facts: KitchenFacts, lines: NetworkLine[]): Session | null {
  const session = sessionFor(facts);
  for (const line of lines) if (session.execute(lineText(line)).status !== 'ok') return null;
  return session;
}
