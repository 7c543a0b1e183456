// The one network line a call that takes a single line (check) was given, or why the text is not
// one: "got 0" told a caller who sent only a comment nothing about what to send instead.

/** A line that is neither blank, nor a comment, nor a `#recipe-id` line: an action line. */
export function isActionLine(line: string): boolean {
  const t = line.trim();
  return t !== '' && !t.startsWith(';') && !t.startsWith('#');
}

/** Why these lines are not one action line for `method`, or null when they are. */
export function notOneLine(lines: readonly string[], method: string): string | null {
  const n = lines.filter(isActionLine).length;
  if (n === 1) return null;
  if (n === 0) return `${method} takes one network line, got none: only blank, comment or #recipe-id lines`;
  return `${method} takes one network line, got ${n} lines: ${method} one line at a time`;
}
