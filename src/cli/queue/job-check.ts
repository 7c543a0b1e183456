// A job's data and a worker's answer, checked before they are used: anything that can write to
// the Redis database can put a job on the queue, so a worker takes nothing on trust. Only the
// settings `evaluate --queue` sends are accepted (never files: the worker's own are used), each
// of its values from its own choices, and no more recipes or text than a local run would read.
// A refusal is a value with a code and the path of the bad field, e.g.
// `{ code: 'invalid-job', message: 'data.tasks[3].segment.lines must be an array of strings' }`.
import { METRIC_NAMES } from '../../evaluator/evaluate.ts';
import { MAX_BYTES_VARIABLE, solutionMaxBytes } from '../../language/solution-input.ts';
import { type JobAnswer, type JobData, SEGMENTS_PER_JOB } from './jobs.ts';

export interface JobRefusal {
  /** invalid-job: not in the form of this version; job-too-large: over the bounds of a local run. */
  code: 'invalid-job' | 'job-too-large';
  message: string;
}

/** Longest file name a task may carry (it is only shown, never opened). */
const MAX_NAME = 4096;

type Check = (v: unknown) => string | null;

const oneOf = (...values: unknown[]): Check => (v) => (values.includes(v) ? null : `must be one of ${values.map((x) => JSON.stringify(x)).join(', ')}`);
const positive: Check = (v) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? null : 'must be a positive number');
const positiveInteger: Check = (v) => (Number.isSafeInteger(v) && (v as number) > 0 ? null : 'must be a positive whole number');
const boolean: Check = (v) => (typeof v === 'boolean' ? null : 'must be true or false');
/** A kitchen's name as ontology files may write it (docs/EXTENDING.md); the worker's own files must define it. */
const kitchenName: Check = (v) => (typeof v === 'string' && /^[a-z0-9+-]{1,100}$/.test(v) ? null : 'must be a kitchen name (lowercase letters, digits, hyphens and +, at most 100 characters)');
const metrics: Check = (v) =>
  Array.isArray(v) && v.length > 0 && v.length <= METRIC_NAMES.length * 2 && v.every((m) => METRIC_NAMES.includes(m)) ? null : `must be a list of metrics among ${METRIC_NAMES.join(', ')}`;

/** The settings a job may carry (jobs.ts, JobSettings), each with its check; `?` marks optional ones. */
const SETTINGS: Record<string, Check> = {
  command: oneOf('evaluate'),
  format: oneOf('csv', 'json', 'jsonl'),
  metrics,
  fileColumn: boolean,
  semantics: oneOf('reference', 'corrected'),
  smatch: oneOf('best', 'reference'),
  maxMillis: positive,
  'maxEvaluations?': positiveInteger,
  grammarMillis: positive,
  'mode?': oneOf('qualitative', 'quantitative'),
  'backend?': oneOf('auto', 'cpu', 'webasm', 'webgpu', 'plain'),
  'physicsFeedback?': boolean,
  'kitchen?': kitchenName,
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Why `data` is not a job this worker can score, or null when it is one. */
export function checkJobData(data: unknown): JobRefusal | null {
  const invalid = (message: string): JobRefusal => ({ code: 'invalid-job', message });
  if (!isRecord(data)) return invalid(`data must be an object with world, settings and tasks, not ${describe(data)}`);
  const extra = Object.keys(data).find((k) => !['world', 'settings', 'tasks'].includes(k));
  if (extra !== undefined) return invalid(`data has a field ${JSON.stringify(extra)}, which is not one of world, settings, tasks`);
  if (typeof data.world !== 'string') return invalid('data.world must be a string (a world hash)');
  const settings = checkFields(data.settings, SETTINGS, 'data.settings');
  if (settings) return invalid(settings);
  const tasks = data.tasks;
  if (!Array.isArray(tasks) || tasks.length === 0) return invalid('data.tasks must be a non-empty list');
  if (tasks.length > SEGMENTS_PER_JOB) return { code: 'job-too-large', message: `data.tasks holds ${tasks.length} recipes; a job holds at most ${SEGMENTS_PER_JOB}` };
  const maxBytes = solutionMaxBytes();
  for (const [i, task] of tasks.entries()) {
    const at = `data.tasks[${i}]`;
    const wrong = checkTask(task, at);
    if (wrong) return invalid(wrong);
    const lines = (task as { segment: { lines: string[] } }).segment.lines;
    let length = 0;
    for (const line of lines) length += line.length + 1;
    if (length > maxBytes) return { code: 'job-too-large', message: `${at}.segment holds ${length} characters, more than a .solution file may (${maxBytes} bytes; ${MAX_BYTES_VARIABLE} on the worker changes it)` };
  }
  return null;
}

function checkTask(task: unknown, at: string): string | null {
  const name: Check = (v) => (typeof v === 'string' && v.length <= MAX_NAME ? null : `must be a file name (a string of at most ${MAX_NAME} characters)`);
  const lines: Check = (v) => (Array.isArray(v) && v.every((l) => typeof l === 'string') ? null : 'must be a list of strings');
  return (
    checkFields(task, { name, segment: (v) => (isRecord(v) ? null : 'must be an object') }, at) ??
    checkFields((task as { segment: unknown }).segment, { file: name, firstLine: positiveInteger, lines, wholeFile: boolean }, `${at}.segment`)
  );
}

/** The first field of `value` that is missing, unknown or fails its check, in words; null when all pass. */
function checkFields(value: unknown, fields: Record<string, Check>, at: string): string | null {
  if (!isRecord(value)) return `${at} must be an object, not ${describe(value)}`;
  const known = new Map(Object.entries(fields).map(([k, check]) => [k.replace(/\?$/, ''), { check, optional: k.endsWith('?') }]));
  const extra = Object.keys(value).find((k) => !known.has(k));
  if (extra !== undefined) return `${at} has a field ${JSON.stringify(extra)}, which a job does not carry`;
  for (const [k, { check, optional }] of known) {
    if (!(k in value)) {
      if (optional) continue;
      return `${at}.${k} is missing`;
    }
    const wrong = check(value[k]);
    if (wrong) return `${at}.${k} ${wrong}`;
  }
  return null;
}

/**
 * Why a worker's answer to `data` cannot be written (a worker of another kind on the queue), or
 * null: one list of rows per task, each row with the fields the output needs.
 */
export function checkAnswer(answer: unknown, data: JobData): string | null {
  if (!isRecord(answer) || typeof answer.world !== 'string' || typeof answer.worker !== 'string' || !Array.isArray(answer.rows))
    return `the answer is not an object with world, worker and rows (${describe(answer)})`;
  const rows = (answer as unknown as JobAnswer).rows;
  if (rows.length !== data.tasks.length) return `the answer has rows for ${rows.length} recipes' segments, the job had ${data.tasks.length}`;
  const row = (r: unknown) => isRecord(r) && typeof r.text === 'string' && typeof r.file === 'string' && ['ok', 'unexecutable', 'error'].includes(r.status as string) && Array.isArray(r.messages) && Array.isArray(r.warnings);
  if (!rows.every((segment) => Array.isArray(segment) && segment.every(row))) return 'a row of the answer lacks its text, file, status, messages or warnings';
  return null;
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  return typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}
