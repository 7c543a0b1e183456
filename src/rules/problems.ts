// Problems found in rule files, as values: what `rules check` lists and what loading refuses.
import { InputError } from '../errors.ts';

export interface RuleProblem {
  file: string;
  line: number;
  message: string;
}

/** Several problems of one rule file at once; the message has one `file:line: …` line each. */
export class RuleFileError extends InputError {
  constructor(readonly problems: RuleProblem[]) {
    super(problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n'), { file: problems[0].file, line: problems[0].line, column: 1 });
  }
}

/** The problems an InputError of rule loading stands for (file:line:column prefixes are read back). */
export function problemsOf(e: InputError, file: string): RuleProblem[] {
  if (e instanceof RuleFileError) return e.problems;
  const m = /^(.*?):(\d+)(?::\d+)?: (.*)$/s.exec(e.message);
  return [m ? { file, line: Number(m[2]), message: m[3] } : { file, line: 1, message: e.message.replace(`${file}: `, '') }];
}
