// The evaluator's CSV (spec: evaluation §9.2–9.3): a header naming the requested metrics in a
// fixed order, one row per recipe, scores with two decimals as Lisp's `~$` prints a single-float,
// times as Lisp prints the number, NIL for a metric requested but not computed. Smatch's column
// is the two decimals smatch.py printed (Python's `%.2f`), which `~$` prints back unchanged.
import { didYouMeanChoice } from '../did-you-mean.ts';
import { InputError } from '../errors.ts';
import { kindOfValue } from '../language/check-recipe.ts';
import { F32, formatNumPrinc, Ratio, ratio, toF32 } from '../numbers/num.ts';
import { type EvaluationRow, METRIC_NAMES, type MetricName } from './evaluate.ts';

/** The requested metrics that have a column, in the CSV's fixed order (unknown names dropped). */
export function csvColumns(metrics: readonly string[]): MetricName[] {
  return METRIC_NAMES.filter((m) => metrics.includes(m));
}

/** Beyond the reference's columns: `fileColumn` puts a `file` column first (several input files). */
export interface CsvOptions {
  fileColumn?: boolean;
}

export function csvHeader(metrics: readonly string[], options: CsvOptions = {}): string {
  return [...(options.fileColumn ? ['file'] : []), 'recipe-id', ...csvColumns(metrics)].join(',') + '\n';
}

export function csvRow(row: EvaluationRow, metrics: readonly string[], options: CsvOptions = {}): string {
  const cells = csvColumns(metrics).map((m) => cell(row, m));
  return [...(options.fileColumn ? [csvField(row.file)] : []), csvField(row.recipeId ?? ''), ...cells].join(',') + '\n';
}

/** The evaluator's CSV of rows: a header, then one line per row with two decimals of each score, `NIL` where not computed. */
export function renderCsv(rows: readonly EvaluationRow[], metrics: readonly string[], options: CsvOptions | null = {}): string {
  // a misspelt metric would otherwise lose its column without a word
  const unknown = Array.isArray(metrics) ? metrics.filter((m) => !(METRIC_NAMES as readonly string[]).includes(m)) : null;
  if (!unknown) throw new InputError(`renderCsv: metrics must be an array of metric names (${METRIC_NAMES.join(', ')})`);
  if (unknown.length) {
    const near = typeof unknown[0] === 'string' ? didYouMeanChoice(unknown[0], METRIC_NAMES) : '';
    throw new InputError(`renderCsv: unknown metric ${unknown.map((m) => JSON.stringify(m)).join(', ')}${near} (metrics: ${METRIC_NAMES.join(', ')})`);
  }
  if (!Array.isArray(rows)) throw new InputError('renderCsv: rows must be an array of evaluation rows (evaluateRecipe gives one)');
  options ??= {};
  if (typeof options !== 'object' || (options.fileColumn !== undefined && typeof options.fileColumn !== 'boolean'))
    throw new InputError(`renderCsv: options must be { fileColumn?: true or false }, got ${typeof options === 'object' ? `fileColumn ${kindOfValue(options.fileColumn)}` : kindOfValue(options)}`);
  rows.forEach(checkScores);
  return csvHeader(metrics, options) + rows.map((r) => csvRow(r, metrics, options)).join('');
}

/** A free-text field (a file name): quoted as RFC 4180 says when it holds a comma, quote or line break. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A row built by hand with a score that is not a number would print nonsense: an InputError naming the field. */
function checkScores(row: EvaluationRow, i: number): void {
  if (typeof row !== 'object' || row === null) throw new InputError(`renderCsv: rows[${i}]: expected an evaluation row (evaluateRecipe gives one), got ${kindOfValue(row)}`);
  const t: unknown = row.executionTime;
  // the JSON rows of evaluate --format json write a ratio as text ("6011960/7"): read back, it printed as garbage
  if (t !== null && !(Number.isSafeInteger(t) || t instanceof Ratio || (t instanceof F32 && Number.isFinite(t.v))))
    throw new InputError(`renderCsv: rows[${i}].executionTime: expected an exact number of an evaluation row (a safe integer, a Ratio or an F32) or null, got ${typeof t === 'string' ? `the text ${JSON.stringify(t)} (a JSON row's form)` : kindOfValue(t)}`);
  const scores: [string, unknown][] = [
    ['smatch.f', row.smatch?.f ?? null],
    ['dishApproximationScore', row.dishApproximationScore],
  ];
  for (const [field, value] of scores)
    if (value !== null && !(typeof value === 'number' && Number.isFinite(value))) throw new InputError(`renderCsv: rows[${i}].${field}: expected a finite number or null, got ${String(value)}`);
  const g = row.goalConditionSuccess;
  if (g && typeof g === 'object' && 'fraction' in g)
    throw new InputError(`renderCsv: rows[${i}].goalConditionSuccess: expected { reached, total } of an evaluation row, got { fraction, value } (a JSON row's form, from evaluate --format json)`);
  if (g && !(Number.isSafeInteger(g.reached) && Number.isSafeInteger(g.total) && g.total > 0 && g.reached >= 0 && g.reached <= g.total))
    throw new InputError(`renderCsv: rows[${i}].goalConditionSuccess: expected whole numbers 0 ≤ reached ≤ total, total > 0, got ${g.reached}/${g.total}`);
}

function cell(row: EvaluationRow, metric: MetricName): string {
  switch (metric) {
    case 'smatch-score':
      return row.smatch === undefined || row.smatch === null ? 'NIL' : pythonTwoDecimals(row.smatch.f);
    case 'goal-condition-success': {
      const g = row.goalConditionSuccess;
      return g ? twoDecimals(toF32(ratio(BigInt(g.reached), BigInt(g.total))).v) : 'NIL';
    }
    case 'dish-approximation-score':
      return row.dishApproximationScore === null ? 'NIL' : twoDecimals(row.dishApproximationScore);
    case 'execution-time':
      return row.executionTime === null ? 'NIL' : formatNumPrinc(row.executionTime); // `~d`, which prints a float as princ does
  }
}

/**
 * `~$`: the value as a single-float, its exact binary value rounded to two decimals (so 3/40,
 * single-float 0.075000003, prints 0.08). Exact ties (0.125, 0.375, …) round away from zero;
 * the reference build's choice there is not documented.
 */
export function twoDecimals(value: number): string {
  return roundedHundredths(Math.fround(value), 'away');
}

/**
 * Python's `'%.2f' % value`, as smatch.py prints its F-score: the double's exact value rounded to
 * two decimals, exact ties to even (3/40, the double 0.07499…, prints 0.07; 0.125 prints 0.12).
 */
export function pythonTwoDecimals(value: number): string {
  return roundedHundredths(value, 'even');
}

/** The exact binary value of a finite double rounded to two decimals, ties as `ties` says. */
function roundedHundredths(x: number, ties: 'away' | 'even'): string {
  // NaN and ±Infinity never become integers by doubling
  if (!Number.isFinite(x)) throw new InputError(`cannot print ${x} with two decimals: not a finite number`);
  const negative = x < 0;
  let m = Math.abs(x);
  let k = 0n;
  while (!Number.isInteger(m)) {
    m *= 2; // exact: a double times two
    k++;
  }
  const scaled = BigInt(m) * 100n; // x × 100 = scaled / 2^k exactly
  const den = 1n << k;
  let q = scaled / den;
  const twice = (scaled % den) * 2n;
  if (twice > den || (twice === den && (ties === 'away' || q % 2n === 1n))) q++;
  const digits = q.toString().padStart(3, '0');
  return `${negative && q !== 0n ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
