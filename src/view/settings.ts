// What an execution was run with (`--semantics`, `--kitchen`), said on every page it shows: two
// pages of one network run differently would otherwise look alike.
import type { Simulator } from '../simulator.ts';
import { escapeHtml as h } from './html.ts';

export interface ExecutionSettings {
  semantics: string;
  kitchen: string;
}

export const settingsOf = (sim: Simulator): ExecutionSettings => ({ semantics: sim.semantics, kitchen: sim.kitchenName });

/** `reference semantics · kitchen full-kitchen`, a header's meta line, with both as data attributes for scripts. */
export const settingsMeta = (s: ExecutionSettings): string =>
  `<span class="meta" id="executed-with" data-semantics="${h(s.semantics)}" data-kitchen="${h(s.kitchen)}">` +
  `<b>${h(s.semantics)}</b> semantics · kitchen <b><bdi>${h(s.kitchen)}</bdi></b></span>`;
