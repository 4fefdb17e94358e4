import type { Component, ComponentInput, ContentType, ContentTypeFieldInput } from '@folio/schema'
import { expect } from 'vitest'

import type { ContentApi, ErrorBody, Role } from './content-fixtures.js'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Calls of the components API tests, on the API `current()` returns once it has started. */
export function componentsApi(current: () => ContentApi) {
  const call = <T = { data: Component }>(
    method: Method,
    path: string,
    body?: unknown,
    as: Role | null = 'admin',
  ) => current().call<T>(as, method, `/components${path}`, body)

  return {
    call,
    create: async (input: ComponentInput): Promise<Component> => {
      const res = await call('POST', '', input)
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      return res.body.data
    },
    get: async (idOrSlug: string): Promise<Component> => {
      const res = await call('GET', `/${idOrSlug}`)
      expect(res.status).toBe(200)
      return res.body.data
    },
    createType: (name: string, fields: ContentTypeFieldInput[]) =>
      current().call<{ data: ContentType } & ErrorBody>('admin', 'POST', '/content-types', {
        name,
        fields,
      }),
    /** A component field holding `component` (id or slug). */
    holding: (component: string, name = 'inner'): ContentTypeFieldInput => ({
      name,
      type: 'component',
      componentId: component,
    }),
    text: (name = 'heading'): ContentTypeFieldInput => ({ name, type: 'text' }),
  }
}
