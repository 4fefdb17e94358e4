/** Contracts of the navigation API (filled in with the navigation module). */
export {}
