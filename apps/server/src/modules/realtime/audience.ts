import type { RoleRights } from '@folio/schema'

import { contentRightsFor } from '../access/index.js'
import type { Audience } from './bus.js'

/**
 * Whether a socket whose user has `rights` may hear of an event: the read rights the REST API
 * applies to the same thing (the item's type, media, workflow, menus), or being its addressee.
 */
export function mayReceive(rights: RoleRights, userId: string, audience: Audience): boolean {
  switch (audience.kind) {
    case 'contentType':
      return contentRightsFor(rights, audience.contentTypeId).view
    case 'area': {
      const [area, action] = audience.capability.split('.') as [keyof RoleRights, string]
      return Boolean((rights[area] as Record<string, boolean>)[action])
    }
    case 'users':
      return audience.userIds.includes(userId)
    case 'everyone':
      return true
  }
}
