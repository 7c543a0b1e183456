// One setting of V8's garbage collector for processes that execute many networks.
//
// V8 decides per allocation site (an object or array literal in the code) whether to allocate its
// objects straight in the old generation ("pretenuring"), from how many of them a young
// collection finds alive. A run keeps every kitchen state it binds until it ends, so a young
// collection in the middle of a run (most likely during a process's first, still interpreted
// runs) finds most of a step's objects alive, and V8 can move the step's sites to the old
// generation for the rest of the process. Those objects then die old, and each keeps the young
// objects it points to alive until a full collection: a step's whole kitchen state is copied out
// of the young generation, and steps run 35-40 % slower for as long as the process lives (half
// the processes of the bench, measured; bench/HISTORY.md, the fourteenth sitting). Without
// pretenuring every process runs as the fast ones do, and a run's objects die young.
import { setFlagsFromString } from 'node:v8';

/**
 * Turns V8's allocation-site pretenuring off for this process (the same as starting node with
 * `--no-allocation-site-pretenuring`). The command line does so as it starts; a program of one's
 * own that executes many networks (a planner, a batch of sessions) can call it first. It changes
 * the whole process's collector, so the library does not call it by itself.
 */
export function keepRunStateYoung(): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
}
