// What the candidate makers share during one repair: the simulator, the recipe's text hints, the
// sessions opened on the networks the search has seen, and how a line index reads in the input.
import { openSession, type Session, type SessionOptions } from '../session/index.ts';
import type { Simulator } from '../simulator.ts';
import { type Net, netText } from './network.ts';
import type { IngredientLine } from './recipe-hints.ts';
import type { RepairEdit } from './types.ts';

export interface RepairContext {
  sim: Simulator;
  hints: IngredientLine[];
  sessionOptions: SessionOptions;
  sessions: Map<string, Session>;
}

/** A candidate edit of a network: the network it makes, the edits it takes, their cost. */
export interface Candidate {
  net: Net;
  edits: RepairEdit[];
  cost: number;
}

/** A session holding the network, so that templates and check answer against its state. */
export function sessionOn(ctx: RepairContext, net: Net): Session {
  const key = netText(net);
  let s = ctx.sessions.get(key);
  if (!s) {
    s = openSession({ ...ctx.sessionOptions });
    s.execute(key);
    if (ctx.sessions.size > 16) ctx.sessions.clear(); // only the latest networks are asked again
    ctx.sessions.set(key, s);
  }
  return s;
}

/** The input file's line of a network line: its own, or for an inserted one the next original line's. */
export function sourceLine(net: Net, index: number): number {
  for (let i = index; i < net.lines.length; i++) {
    const s = net.lines[i].source;
    if (s !== null) return s;
  }
  for (let i = index - 1; i >= 0; i--) {
    const s = net.lines[i].source;
    if (s !== null) return s + 1;
  }
  return 1;
}
