// A progress bar on standard error for `plan` and `repair`, at a terminal only: a search may run
// for minutes, and without it says nothing until the end. Cleared when done, before the report.
import type { CliIO } from './io.ts';

export interface SearchBar {
  update(value: number, payload?: Record<string, unknown>): void;
  stop(): void;
}

const NO_BAR: SearchBar = { update() {}, stop() {} };

/** A bar of `format` (cli-progress's tokens: {bar}, {value}, {total}, and the payload's) up to `total`. */
export async function searchBar(io: CliIO, format: string, total: number, payload: Record<string, unknown> = {}): Promise<SearchBar> {
  if (!io.errIsTTY) return NO_BAR;
  const { SingleBar } = await import('cli-progress');
  const bar = new SingleBar({ format, hideCursor: true, clearOnComplete: true, stream: process.stderr });
  bar.start(total, 0, payload);
  return { update: (value, more) => bar.update(value, more), stop: () => bar.stop() };
}
