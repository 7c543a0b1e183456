// Parallel scoring: the 120 variant networks of the corpus scored with all four metrics by fresh
// processes of the built CLI, `--jobs 1` against `--jobs 2`; the speed-up is the ratio of their
// median wall times (worker start-up included, as a user sees it).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { coldSeconds, ensureBuilt } from './cold-start-group.ts';
import { type FigureGroup, seconds3 } from './figure-group.ts';

const METRICS = ['smatch-score', 'goal-condition-success', 'dish-approximation-score', 'execution-time'];
const STARTS = 3;

export const parallelGroup: FigureGroup = {
  name: 'parallel',
  measure({ benchmark }) {
    ensureBuilt();
    const dir = join(benchmark, 'variants');
    const files = readdirSync(dir).filter((f) => f.endsWith('.solution')).sort().map((f) => join(dir, f));
    const args = (jobs: number) => ['evaluate', '--input', ...files, '--metrics', ...METRICS, '--output', '/dev/null', '--quiet', '--jobs', String(jobs)];
    const one = coldSeconds(args(1), benchmark, STARTS, true);
    const two = coldSeconds(args(2), benchmark, STARTS, true);
    return { parallelVariants: files.length, parallelJobs1Seconds: seconds3(one), parallelJobs2Seconds: seconds3(two), parallelSpeedup: Math.round((one / two) * 100) / 100 };
  },
  describe: (f) => [
    `parallel scoring of the ${f.parallelVariants} variants, four metrics (median of ${STARTS} fresh processes):`,
    `  --jobs 1: ${f.parallelJobs1Seconds} s, --jobs 2: ${f.parallelJobs2Seconds} s, speed-up ${f.parallelSpeedup} (target 1.7 on 2 cores)`,
  ],
};
