// The effect vocabulary: what rule files may name in effect/2 and default/3. One module per
// action family; each exports `effects`, keyed by the name rules use (underscores). An effect
// makes the state changes of an action once the rule's conditions hold; it never decides a
// failure. The table has no prototype, so names such as `constructor` or `__proto__` are unknown
// effects, never inherited functions; what each effect takes is declared in signatures.ts.
import type { Effect } from '../rules/action.ts';
import { effects as bake } from './bake.ts';
import { effects as boil } from './boil.ts';
import { effects as bringToTemperature } from './bring-to-temperature.ts';
import { effects as cover } from './cover.ts';
import { effects as cut } from './cut.ts';
import { effects as crack } from './crack.ts';
import { effects as dip } from './dip.ts';
import { effects as drain } from './drain.ts';
import { effects as fetch } from './fetch.ts';
import { effects as fetchAndProportion } from './fetch-and-proportion.ts';
import { effects as flatten } from './flatten.ts';
import { effects as flour } from './flour.ts';
import { effects as fry } from './fry.ts';
import { effects as getKitchen } from './get-kitchen.ts';
import { effects as grease } from './grease.ts';
import { effects as grind } from './grind.ts';
import { effects as leaveForTime } from './leave-for-time.ts';
import { effects as line } from './line.ts';
import { effects as mash } from './mash.ts';
import { effects as melt } from './melt.ts';
import { effects as mingle } from './mingle.ts';
import { effects as mix } from './mix.ts';
import { effects as peel } from './peel.ts';
import { effects as portionAndArrange } from './portion-and-arrange.ts';
import { effects as preheatOven } from './preheat-oven.ts';
import { effects as refrigerate } from './refrigerate.ts';
import { effects as seed } from './seed.ts';
import { effects as separateEggs } from './separate-eggs.ts';
import { effects as shake } from './shake.ts';
import { effects as shape } from './shape.ts';
import { effects as sift } from './sift.ts';
import { effects as spread } from './spread.ts';
import { effects as sprinkle } from './sprinkle.ts';
import { effects as topWith } from './top-with.ts';
import { effects as transferContents } from './transfer-contents.ts';
import { effects as transferItems } from './transfer-items.ts';
import { effects as uncover } from './uncover.ts';
import { effects as wash } from './wash.ts';

export const EFFECTS: Record<string, Effect> = Object.assign(
  Object.create(null) as Record<string, Effect>,
  bake,
  boil,
  bringToTemperature,
  cover,
  cut,
  crack,
  dip,
  drain,
  fetch,
  fetchAndProportion,
  flatten,
  flour,
  fry,
  getKitchen,
  grease,
  grind,
  leaveForTime,
  line,
  mash,
  melt,
  mingle,
  mix,
  peel,
  portionAndArrange,
  preheatOven,
  refrigerate,
  seed,
  separateEggs,
  shake,
  shape,
  sift,
  spread,
  sprinkle,
  topWith,
  transferContents,
  transferItems,
  uncover,
  wash,
);

/** The effect of this name, never one inherited from Object.prototype. */
export const effectNamed = (effects: Record<string, Effect>, name: string): Effect | undefined => (Object.hasOwn(effects, name) ? effects[name] : undefined);
