// The rank of each gold line among the lines ranked for its task (src/env/rank.ts), before each
// line of every gold network: the ranking reads serialised tasks only (given as objects, so no
// gold file is looked up), and the gold line counts as found when an entry stands for it
// (test/admissible-match.ts: fresh variables renamed, numbers within the entry's range).
import { readLine, entryMatches } from '../test/admissible-match.ts';
import { didYouMean } from '../src/did-you-mean.ts';
import { InputError } from '../src/errors.ts';
import { rankedEntries } from '../src/env/rank.ts';
import { openSession } from '../src/session/index.ts';
import { listTasks, taskFromJson, taskToJson } from '../src/tasks/index.ts';
import { goldNetworks } from './api.ts';

/** Ranks beyond this one count as this one plus one. */
const DEPTH = 100;

export function goldRanks(benchmark: string, only?: string[]) {
  const tasks = new Map(listTasks({ benchmark }).map((t) => [t.id, taskFromJson(JSON.parse(JSON.stringify(taskToJson(t))))]));
  const ranks: number[] = [];
  const byNetwork: Record<string, number[]> = {};
  // a network's task is its gold environment's recipe (vegan-black-bean-and-sweet-potato-salad is
  // black-bean-and-sweet-potato-salad's), as goldNetworks gives it
  const networks = goldNetworks(benchmark).filter((n) => tasks.has(n.recipeId));
  // a misspelt recipe would rank nothing and report 0 steps as if measured
  const names = [...new Set(networks.flatMap((n) => [n.name, n.recipeId]))];
  for (const name of only ?? []) if (!names.includes(name)) throw new InputError(`gold-rank: no gold network of a task named "${name}"${didYouMean(name, names)}`);
  for (const network of networks) {
    if (only && !only.includes(network.name) && !only.includes(network.recipeId)) continue;
    const task = tasks.get(network.recipeId)!;
    const session = openSession({ benchmark });
    const mine: number[] = (byNetwork[network.name] = []);
    for (const line of network.lines) {
      const gold = readLine(line);
      const bound = (name: string) => name in session.bindings();
      // a line that waits for a later one, binds a failed object (or is get-kitchen) is no choice
      // among admissible lines
      const probe = session.fork().execute(line);
      const clean = probe.status === 'ok' && !Object.values(probe.newBindings).some((b) => (b.value as { kind?: string } | null)?.kind === 'failed');
      if (gold.name !== 'get-kitchen' && clean) {
        const ranked = rankedEntries(session, task, 'visible', DEPTH, { benchmark });
        const at = ranked.findIndex((e) => entryMatches(e, gold, bound));
        const rank = at < 0 ? DEPTH + 1 : at + 1;
        ranks.push(rank);
        mine.push(rank);
      }
      session.execute(line);
    }
  }
  const sorted = [...ranks].sort((a, b) => a - b);
  return {
    goldLineTop10Fraction: Math.round((ranks.filter((r) => r <= 10).length / Math.max(1, ranks.length)) * 1000) / 1000,
    goldLineMedianRank: sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN,
    goldLineSteps: ranks.length,
    byNetwork,
  };
}

// `npx tsx bench/gold-rank.ts [recipe …]`: the figures and each network's ranks
if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const r = goldRanks(process.env.IRL_KITCHEN_BENCHMARK ?? '../shared/benchmark', process.argv.slice(2).length ? process.argv.slice(2) : undefined);
    for (const [name, ranks] of Object.entries(r.byNetwork)) console.log(name, ranks.join(' '));
    console.log(JSON.stringify({ ...r, byNetwork: undefined }));
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    console.error(e.message);
    process.exitCode = 2;
  }
}
