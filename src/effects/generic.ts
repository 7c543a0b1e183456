// Effects not tied to one action.
import type { Effect } from '../rules/action.ts';

export const effects: Record<string, Effect> = {};
