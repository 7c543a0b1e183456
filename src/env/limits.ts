// How long an episode may be: a step of one line adds one predicate to the network, and a network
// holds at most MAX_PREDICATES, its get-kitchen included (E_NETWORK_TOO_LARGE beyond). Apart from
// env.ts so that the server's routes check it without loading an environment.
import { MAX_PREDICATES } from '../engine/program.ts';

/** The most steps an episode may have (`maxSteps`). */
export const MAX_STEPS = MAX_PREDICATES - 1;
