// A worker thread of the pool (parallel.ts): scores batches of segments. The simulator, loaded
// world and gold standards are made once per worker and kept for the following batches.
import { InputError } from '../errors.ts';
import { type RowResult, type ScoreSettings, SegmentScorer, type Task } from './score-segment.ts';

let scorer: SegmentScorer | null = null;
let scorerKey = '';

export interface Batch {
  settings: ScoreSettings;
  tasks: Task[];
}

/** The rows of each task, or the input error that stops the whole run (e.g. a missing rule folder). */
export type BatchAnswer = { rows: RowResult[][] } | { fatal: string };

export default async function scoreBatch({ settings, tasks }: Batch): Promise<BatchAnswer> {
  const key = JSON.stringify(settings);
  if (!scorer || key !== scorerKey) {
    try {
      scorer = new SegmentScorer(settings);
    } catch (e) {
      if (e instanceof InputError) return { fatal: e.message };
      throw e;
    }
    scorerKey = key;
  }
  const rows: RowResult[][] = [];
  for (const t of tasks) rows.push(await scorer.score(t));
  return { rows };
}
