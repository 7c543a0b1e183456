// The largest network one recipe may hold, in a module of its own: the server's limits read it
// while the command line starts, before the engine is loaded.

/** Networks larger than this are refused (the search is exhaustive in the worst case). */
export const MAX_PREDICATES = 2000;
