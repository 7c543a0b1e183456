// The limits docs/HTTP.md ("Limits", "Errors") and docs/SECURITY.md state, against the program's
// own values: each table row's default against what `serve --help` gives for its flag, and the
// Retry-After seconds HTTP.md lists against those the server sends. No server is needed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, type Option } from 'commander';
import { describe, expect, it } from 'vitest';
import { register } from '../src/cli/commands/serve.ts';
import { MAX_WAITING_PER_SESSION } from '../src/server/call-order.ts';
import { MAX_PARAM_LENGTH, markRetry } from '../src/server/errors.ts';
import { ROOT } from './server/process.ts';

const doc = (name: string) => readFileSync(join(ROOT, 'docs', name), 'utf8');

/** Every flag of `serve` with a "(default N)" in its help: the unit its argument names and N. */
function flagDefaults(): Map<string, { unit: string; value: number }> {
  const cli = new Command();
  const serve = register(cli, { out: () => {}, err: () => {} } as never);
  const found = new Map<string, { unit: string; value: number }>();
  for (const o of serve.options as Option[]) {
    const m = /\(default (\d+)\)/.exec(o.description);
    const unit = /<([^>]+)>/.exec(o.flags)?.[1];
    if (m && unit && o.long) found.set(o.long, { unit, value: Number(m[1]) });
  }
  return found;
}

const SCALE: Record<string, number> = { KiB: 1024, MiB: 1024 * 1024, s: 1000, ms: 1 };

/** A documented default (`1 MiB`, `10 000 ms`, `1,536 MiB`, `900 s`, `2,000`) in the flag's unit. */
function inUnit(text: string, unit: string): number {
  const m = /^([\d][\d, ]*)\s*(KiB|MiB|ms|s)?$/.exec(text.trim());
  if (!m) throw new Error(`not a default: ${text}`);
  const n = Number(m[1].replace(/[ ,]/g, ''));
  if (!m[2]) return n;
  if (unit === 'bytes') return n * SCALE[m[2]];
  if (unit === 'MiB') return (n * SCALE[m[2]]) / SCALE.MiB;
  if (unit === 'ms' || unit === 's') return (n * SCALE[m[2]]) / SCALE[unit];
  throw new Error(`${text}: a unit for a count`);
}

/** The rows of the Markdown table that follows `header`: its cells. */
function tableAfter(text: string, header: string): string[][] {
  const at = text.indexOf(header);
  expect(at, header).toBeGreaterThan(-1);
  const rows: string[][] = [];
  for (const line of text.slice(at).split('\n').slice(2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim()));
  }
  return rows;
}

describe('docs/HTTP.md and docs/SECURITY.md: the stated limits are the program\'s', () => {
  const flags = flagDefaults();

  it('HTTP.md "Limits": each default is the one its flag has', () => {
    const rows = tableAfter(doc('HTTP.md'), '| limit | default | flag | over it |').filter((r) => r[2]);
    expect(rows.length).toBeGreaterThan(8);
    for (const [what, given, flagCell] of rows) {
      const flag = /`(--[a-z-]+)/.exec(flagCell)?.[1] ?? '';
      const known = flags.get(flag);
      expect(known, `${what}: ${flagCell}`).toBeDefined();
      expect(inUnit(given, known!.unit), `${what} (${flag})`).toBe(known!.value);
    }
  });

  it('SECURITY.md\'s server limits: each default is the one its flag has', () => {
    const rows = tableAfter(doc('SECURITY.md'), '| server limit (');
    let checked = 0;
    for (const [what, given] of rows) {
      const flag = /\(`(--[a-z-]+)`/.exec(what)?.[1];
      if (!flag) continue;
      const known = flags.get(flag);
      expect(known, what).toBeDefined();
      expect(inUnit(given, known!.unit), `${what}`).toBe(known!.value);
      checked++;
    }
    expect(checked).toBeGreaterThan(8);
  });

  it('HTTP.md "Errors": the Retry-After of each refusal that passes with time, and none on a 507', () => {
    const sentence = /carries a `Retry-After`\s+header, in seconds: ([^]*?)\. The others/.exec(doc('HTTP.md'))?.[1] ?? '';
    const stated = new Map<string, number>();
    // "409 `session-conflict` (0), 429 `session-busy` and 503 `server-busy` (1), …": the seconds follow the codes they are for
    const parts = sentence.split(/\((\d+)\)/);
    for (let i = 1; i < parts.length; i += 2)
      for (const code of parts[i - 1].matchAll(/`([a-z-]+)`/g)) stated.set(code[1], Number(parts[i]));
    expect(stated.size).toBe(6);
    const sent = (status: number, code: string) => {
      let value: string | undefined;
      markRetry({ header: (name: string, v: string) => { if (name === 'retry-after') value = v; } } as never, status, code);
      return value;
    };
    const statusOf: Record<string, number> = { 'session-conflict': 409, 'session-busy': 429, 'too-many-sessions': 429, 'memory-limit': 429, 'server-busy': 503, 'store-unavailable': 503 };
    for (const [code, seconds] of stated) expect(sent(statusOf[code], code), code).toBe(String(seconds));
    expect(sent(507, 'memory-limit')).toBeUndefined();
    for (const code of ['invalid-request', 'body-too-large', 'time-limit', 'unknown-session']) expect(sent(400, code), code).toBeUndefined();
  });

  it('the counts stated in words: calls of one session waiting, the length of a path parameter', () => {
    const http = doc('HTTP.md');
    expect(http).toContain(`more than ${MAX_WAITING_PER_SESSION} calls of one session waiting`);
    expect(http).toContain(`over ${MAX_PARAM_LENGTH} characters`);
    expect(tableAfter(doc('SECURITY.md'), '| server limit (').find((r) => r[0].startsWith('calls of one session waiting'))?.[1]).toBe(String(MAX_WAITING_PER_SESSION));
  });
});
