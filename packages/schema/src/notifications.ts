/** Contracts of the notifications API (filled in with the notifications module). */
export {}
