// What the submitting command (submit.ts) and the workers (worker.ts) agree on: the queue's
// name, a job's data and answer, and its id, derived from its content, so that a job added or
// delivered twice is the same job and scoring it twice gives the same rows.
import { createHash } from 'node:crypto';
import type { RowResult, ScoreSettings, Task } from '../score-segment.ts';

/** One queue per Redis database: workers of other files refuse its jobs (see worker.ts). */
export const QUEUE_NAME = 'irl-kitchen-evaluate';
/** Recipes per job: enough to spread the Redis round trips, few enough to share the work out evenly. */
export const SEGMENTS_PER_JOB = 16;
/** Jobs of one command on the queue at once: bounds Redis's memory and the command's. */
export const JOBS_IN_FLIGHT = 64;

/** Settings as a job carries them: the files are the worker's own (checked by the world hash). */
export type JobSettings = Omit<ScoreSettings, 'rules' | 'ontology' | 'benchmark'>;

export interface JobData {
  /** The submitter's world hash (world-hash.ts): a worker with another refuses the job. */
  world: string;
  settings: JobSettings;
  tasks: Task[];
}

export interface JobAnswer {
  world: string;
  /** host:pid of the worker, for messages. */
  worker: string;
  /** The rows of each task, rendered as the output gets them. */
  rows: RowResult[][];
}

/** Failure reasons that stop the submitting command (not worth retrying). */
export const WORLD_MISMATCH = 'world-mismatch';
export const FATAL = 'fatal';
/** A worker refused the job's data (job-check.ts); the rest of the reason says which field. */
export const REFUSED = 'refused';

export function jobSettings(s: ScoreSettings): JobSettings {
  const { rules: _r, ontology: _o, benchmark: _b, ...rest } = s;
  return rest;
}

/** The job's id: a hash of everything its rows depend on (never a bare number, which BullMQ refuses). */
export function jobId(data: JobData): string {
  return 'r' + createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 40);
}
