// Pages of a listing in rank order (recency, action, line), each with an opaque cursor to the
// next. A cursor names the last entry given and the listing it belongs to (the network it was
// made on and the filter): the next page starts right after that entry, making only the groups
// from there on, and a cursor made for another network or filter is refused rather than read
// against a listing it does not belong to.
import { createHash } from 'node:crypto';
import { InputError } from '../errors.ts';
import { groups, type ListingKey, timeGuard } from './admissible.ts';
import type { AdmissibleContext, AdmissibleEntry } from './entry.ts';
import { byText, type ListingFilter, resolveFilter } from './filters.ts';

export interface PageOptions extends ListingFilter {
  /** The `next` of the page before (none: the first page). */
  cursor?: string;
  /** Entries per page (default 100). */
  limit?: number;
  /** Give up (AdmissibleTimeLimit) once the page has taken this many milliseconds. */
  maxMillis?: number;
}

export interface AdmissiblePage {
  entries: AdmissibleEntry[];
  /** The cursor of the next page; null when this page ends the listing. */
  next: string | null;
}

export const DEFAULT_PAGE_LIMIT = 100;
const CURSOR_VERSION = 1;

/** A short fingerprint of the network a listing is made on (its lines and the session's options). */
export function networkTag(lines: readonly string[], options: unknown): string {
  return createHash('sha256').update(JSON.stringify([options, lines])).digest('base64url').slice(0, 16);
}

/** One page; `whole` is the state's whole listing when it is at hand (then nothing is dry-run). */
export function admissiblePage(ctx: AdmissibleContext, tag: string, options: PageOptions = {}, whole: AdmissibleEntry[] | null = null): AdmissiblePage {
  const limit = options.limit ?? DEFAULT_PAGE_LIMIT;
  // Infinity: the rest of the listing in one page, as `limit: Infinity` is no limit elsewhere
  if (!(Number.isInteger(limit) || limit === Infinity) || limit < 1) throw new InputError(`limit: admissiblePage takes a whole number from 1 (Infinity for no limit), got ${limit}`);
  const filter = resolveFilter(ctx, options);
  const after = options.cursor === undefined ? null : readCursor(options.cursor, tag, filter.key);
  // one entry more than asked for says whether a next page exists
  const out: AdmissibleEntry[] = [];
  if (whole) {
    let i = after ? firstAfter(whole, after) : 0;
    for (; i < whole.length && out.length <= limit; i++) if (filter.keeps(whole[i])) out.push(whole[i]);
  } else {
    for (const group of groups(ctx, filter, timeGuard(options.maxMillis), after)) {
      for (const e of group.entries) if (out.length <= limit) out.push(e);
      if (out.length > limit) break;
    }
  }
  const entries = out.slice(0, limit);
  const last = entries[entries.length - 1];
  return { entries, next: out.length > limit ? writeCursor(tag, filter.key, last) : null };
}

/** The index of the first entry after the key in a listing in rank order. */
function firstAfter(whole: AdmissibleEntry[], key: ListingKey): number {
  let lo = 0;
  let hi = whole.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compareKey(whole[mid], key) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const compareKey = (e: ListingKey, k: ListingKey) => e.recency - k.recency || byText(e.action, k.action) || byText(e.line, k.line);

function writeCursor(tag: string, filterKey: string, last: AdmissibleEntry): string {
  return Buffer.from(JSON.stringify([CURSOR_VERSION, tag, filterKey, last.recency, last.action, last.line])).toString('base64url');
}

function readCursor(cursor: string, tag: string, filterKey: string): ListingKey {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parts = null;
  }
  const ok = Array.isArray(parts) && parts.length === 6 && parts[0] === CURSOR_VERSION && typeof parts[1] === 'string' && typeof parts[2] === 'string' && Number.isInteger(parts[3]) && typeof parts[4] === 'string' && typeof parts[5] === 'string';
  if (!ok) throw new InputError('cursor: not a cursor of this listing (pass the `next` of the page before, as it was given)');
  const [, madeOn, madeFor, recency, action, line] = parts as [number, string, string, number, string, string];
  if (madeOn !== tag) throw new InputError('cursor: the session changed since this cursor was given (its network is another); start again without a cursor');
  if (madeFor !== filterKey) throw new InputError('cursor: it was given for another filter (action, uses, produces); pass the same filter as for the page before');
  return { recency, action, line };
}
