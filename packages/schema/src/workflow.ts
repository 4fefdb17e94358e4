/** Contracts of the workflow API (filled in with the workflow module). */
export {}
