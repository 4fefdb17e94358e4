/** Tables of navigation menus (migration 0008). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface NavigationTables {}
