// Martin & Moyce's two column widths, in metres (the series of the 1.125 in column is not among
// the data here). A module of its own: the command line offers them without loading the engine.
export const COLUMNS: Record<string, number> = { '2.25in': 0.05715, '1.125in': 0.028575 };

/**
 * Seconds between the experiment's time zero and the column's release: Martin & Moyce's column
 * was held by a gate that was not removed at once, and the measured front lags the model's
 * instant release by a nearly constant time. One number in seconds for every column, fitted once
 * to the 2.25 in series at 40 particles across (least squares over T ≥ 1; anything from 5 to
 * 23 ms keeps that series within 10 %); docs/PHYSICS.md, "Dam break".
 */
export const RELEASE_SECONDS = 0.013;
