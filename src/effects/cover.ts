// cover: not written yet.
import type { Effect } from '../rules/action.ts';

export const effects: Record<string, Effect> = {};
