// A validation case's figures in one line for people: numbers to four significant digits, series
// as their length; `--json` keeps every point.

/** `key value` pairs of the figures' scalars (nested ones as `outer.key`), series as `key: N entries`. */
export function figureText(figures: Record<string, unknown>, prefix = ''): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(figures)) {
    const name = prefix + key;
    if (Array.isArray(value)) parts.push(`${name}: ${value.length} ${value.length === 1 ? 'entry' : 'entries'}`);
    else if (value !== null && typeof value === 'object') {
      const inner = figureText(value as Record<string, unknown>, `${name}.`);
      if (inner) parts.push(inner);
    } else parts.push(`${name} ${typeof value === 'number' ? short(value) : String(value)}`);
  }
  return parts.join(', ');
}

function short(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Number(n.toPrecision(4)));
}
