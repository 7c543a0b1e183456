// Problems of one rule file collected while it is compiled, so that `rules check` and loading
// report every problem at once, each at its file:line:column.
import { hyphenatedName, type PTerm } from './terms.ts';
import { RuleFileError, type RuleProblem } from './problems.ts';

export interface Place {
  line: number;
  column: number;
}

export class ProblemList {
  readonly list: RuleProblem[] = [];

  constructor(readonly file: string) {}

  /** Records a problem at a term (its own place when the reader kept one) or a clause. */
  add(at: Place | PTerm, message: string): null {
    const place = 'line' in at ? at : (at.at ?? { line: 0, column: 0 });
    // `can-beat` reads as can - beat: say how a rule file writes the name
    const meant = 'line' in at ? null : [at, ...(at.t === 'compound' ? at.args : [])].map(hyphenatedName).find((n) => n !== null);
    if (meant) message += ` (a name written with - reads as a subtraction: rule files write ${meant})`;
    // a term shared by several modes (`_`) is compiled once per mode: one problem is enough
    if (!this.list.some((p) => p.line === place.line && p.column === place.column && p.message === message)) this.list.push({ file: this.file, line: place.line, column: place.column, message });
    return null;
  }

  /** Throws every problem recorded so far as one error. */
  throwIfAny(): void {
    // in the order of the file, whichever check found them
    if (this.list.length) throw new RuleFileError([...this.list].sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0)));
  }
}
