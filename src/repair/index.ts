// Repair of networks that cannot be executed, or bind failed objects (docs/PLANNING.md).
export { repair, repairAsync, repairing } from './repair.ts';
export { REPAIR_DEFAULTS } from './types.ts';
export type { RepairAsyncOptions, RepairEdit, RepairEditKind, RepairOptions, RepairResult, RepairStatus } from './types.ts';
export type { RepairHints } from './hint-source.ts';
export type { NoHintsReason } from './recipe-hints.ts';
