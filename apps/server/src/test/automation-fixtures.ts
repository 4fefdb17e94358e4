import type { ContentApi } from './content-fixtures.js'

/** The id of a demo account. */
export async function demoUserId(api: ContentApi, role: 'admin' | 'editor' | 'viewer') {
  const row = await api.server.app.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', `${role}@demo.folio.dev`)
    .executeTakeFirstOrThrow()
  return row.id
}
