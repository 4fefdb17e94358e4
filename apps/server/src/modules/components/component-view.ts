import type { Component } from '@folio/schema'

import type { StoredComponent } from './components.repository.js'

/** A component as the API shows it: with how many types and components use it. */
export function toComponent(stored: StoredComponent, usageCount: number): Component {
  return {
    id: stored.id,
    name: stored.name,
    slug: stored.slug,
    description: stored.description,
    icon: stored.icon,
    fields: stored.fields,
    usageCount,
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt,
  }
}
