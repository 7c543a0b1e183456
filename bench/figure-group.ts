// One group of figures for `npm run bench`: a module measures, returns named numbers (the keys
// of `--json`) and says in words what they are. bench/run.ts lists the groups.
import type { Recipe } from '../src/language/ast.ts';

export type Figures = Record<string, number>;

export interface BenchContext {
  /** The corpus folder. */
  benchmark: string;
  /** Roughly how long a throughput measurement may take (`--seconds N`). */
  seconds: number;
  /** The corpus's 30 gold networks, in file order (read once, on first use). */
  goldRecipes(): { file: string; recipe: Recipe }[];
  /** The planning group's budget per plan (`--plan-seconds`) and tasks (`--plan-tasks`; undefined: all). */
  plan: { seconds: number; tasks?: string[] };
}

export interface FigureGroup {
  /** Name used by `--only`. */
  name: string;
  measure(context: BenchContext): Figures | Promise<Figures>;
  /** Lines for the human report. */
  describe(figures: Figures): string[];
}

/** Seconds rounded to milliseconds. */
export const seconds3 = (s: number) => Math.round(s * 1000) / 1000;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
