// The time limit of tests whose work takes seconds even alone: starting a server, the command in a
// process, redis-server or Chromium, or laying out a network of hundreds of nodes. CI runs every
// suite at once on 2 cores and a shared machine sits at a load of 15 to 20, where such work takes
// ten times as long as alone. A limit catches a hang, never a slow machine. vitest.config.ts gives
// every test and hook this limit; waits inside a test (a page to be ready) take it too.
export const PROCESS_MS = 60_000;
