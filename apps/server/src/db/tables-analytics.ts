/** Tables of advanced analytics (migration 0015). */
export interface AnalyticsTables {
  content_item_daily_reads: ContentItemDailyReadTable
}

/**
 * Delivery reads of one item (a single-item GET with an API key) on one UTC day; written in
 * batches, so a few seconds behind.
 */
export interface ContentItemDailyReadTable {
  item_id: string
  /** `YYYY-MM-DD`, UTC. */
  day: string
  count: number
}
