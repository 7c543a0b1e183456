// Problems found in rule files, as values: what `rules check` lists and what loading refuses.
import { InputError } from '../errors.ts';

export interface RuleProblem {
  file: string;
  line: number;
  /** The column of the term at fault, where known. */
  column?: number;
  message: string;
}

/** `file:line:column` (or `file:line`) of a problem. */
export const problemPlace = (p: RuleProblem) => `${p.file}:${p.line}${p.column ? `:${p.column}` : ''}`;

/** Several problems of one rule file at once; the message has one `file:line:column: …` line each. */
export class RuleFileError extends InputError {
  constructor(readonly problems: RuleProblem[]) {
    super(problems.map((p) => `${problemPlace(p)}: ${p.message}`).join('\n'), { file: problems[0].file, line: problems[0].line, column: problems[0].column ?? 1 });
  }
}

/** The problems an InputError of rule loading stands for (file:line:column prefixes are read back). */
export function problemsOf(e: InputError, file: string): RuleProblem[] {
  if (e instanceof RuleFileError) return e.problems;
  const m = /^(.*?):(\d+)(?::(\d+))?: (.*)$/s.exec(e.message);
  return [m ? { file, line: Number(m[2]), ...(m[3] ? { column: Number(m[3]) } : {}), message: m[4] } : { file, line: 1, message: e.message.replace(`${file}: `, '') }];
}
