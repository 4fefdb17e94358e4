/** Tables of the review workflow and notifications (migration 0007). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface WorkflowTables {}
