// How many entries a listing holds, exactly, without making them: the same walk and the same dry
// runs (remembered in the memo, so a count serves the pages that follow and the other way round),
// but no lines, no entries, no sorting, and the constants of an input a mode only stores
// counted rather than walked (they share one dry run).
import { type AdmissibleContext, dryRunAssignment } from './entry.ts';
import { listedModes, timeGuard } from './admissible.ts';
import type { ResolvedFilter } from './filters.ts';
import { walkMode } from './walk.ts';

export function countEntries(ctx: AdmissibleContext, filter: ResolvedFilter, maxMillis?: number): number {
  if (!ctx.state.run.program || !ctx.state.run.initialKitchen) return 0;
  const onTry = timeGuard(maxMillis);
  let n = 0;
  // the walk keeps to the filter's actions and variable: what is left to test is the output
  for (const action of filter.actions) {
    for (const mode of listedModes(action))
      walkMode(
        ctx,
        action,
        mode,
        (args, weight) => {
          onTry();
          const tried = dryRunAssignment(ctx, action, mode, args);
          if (tried && filter.outputFits(tried.result.output)) n += weight;
        },
        { wanted: filter.wanted ? [filter.wanted] : [] },
        { collapseStored: true },
      );
  }
  return n;
}
