// Martin & Moyce's two column widths, in metres (the series of the 1.125 in column is not among
// the data here). A module of its own: the command line offers them without loading the engine.
export const COLUMNS: Record<string, number> = { '2.25in': 0.05715, '1.125in': 0.028575 };
