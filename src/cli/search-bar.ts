// The search of `plan` and `repair` as the commands run it: Ctrl-C watched (it stops the search
// with the best found so far, interrupt.ts), and a progress bar on standard error at a terminal
// only (a search may run for minutes, and would say nothing until the end), cleared when done,
// before the report.
import { type Interrupted, watchInterrupt } from './interrupt.ts';
import type { CliIO } from './io.ts';

export interface SearchBar {
  update(value: number, payload?: Record<string, unknown>): void;
  stop(): void;
}

const NO_BAR: SearchBar = { update() {}, stop() {} };

/** How the bar reads: `format` (cli-progress's tokens: {bar}, {value}, {total}, and the payload's) up to `total`. */
export interface BarFormat {
  format: string;
  total: number;
  payload?: Record<string, unknown>;
}

/** Runs `search` with the signal Ctrl-C aborts and the bar; says whether a signal came. */
export async function watchedSearch<T>(io: CliIO, format: BarFormat, search: (signal: AbortSignal, bar: SearchBar) => Promise<T>): Promise<{ result: T; interrupted: Interrupted | null }> {
  const interrupt = watchInterrupt();
  const bar = await searchBar(io, format);
  try {
    const result = await search(interrupt.signal, bar);
    return { result, interrupted: interrupt.interrupted() };
  } finally {
    bar.stop();
    interrupt.dispose();
  }
}

async function searchBar(io: CliIO, { format, total, payload = {} }: BarFormat): Promise<SearchBar> {
  if (!io.errIsTTY) return NO_BAR;
  const { SingleBar } = await import('cli-progress');
  const bar = new SingleBar({ format, hideCursor: true, clearOnComplete: true, stream: process.stderr });
  bar.start(total, 0, payload);
  return { update: (value, more) => bar.update(value, more), stop: () => bar.stop() };
}
