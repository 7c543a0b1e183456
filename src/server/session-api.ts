// What the server uses of a library session (src/session): its results are JSON values
// already (docs/schema), so the server passes them through.
export interface ServerSession {
  execute(text: string): unknown;
  bindings(): unknown;
  kitchen(): unknown;
  network(): string;
  undo(): boolean;
  fork(): ServerSession;
  admissible(options: { action?: string; limit?: number; maxMillis?: number }): unknown;
  nearest(text: string, k: number, options: { maxMillis?: number }): unknown;
  evaluate(recipeId: string, metrics?: string[]): unknown;
}
