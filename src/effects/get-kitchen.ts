// get-kitchen: binds the run's initial kitchen state itself (not a copy).
import type { Effect } from '../rules/action.ts';

export const effects: Record<string, Effect> = {
  initial_kitchen: (env) => ({ result: env.initialKitchen }),
};
