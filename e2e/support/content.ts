import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { apiAs, demoToken, type DemoRole } from './api.js'

export interface TestType {
  id: string
  name: string
  slug: string
}

export interface TestItem {
  id: string
  title: string
  slug: string
  status: string
  version: number
  data: Record<string, unknown>
}

/**
 * A content type of this test's own (specs run in parallel against one server), with a required
 * rich-text Body and a Tags list.
 */
export async function createTestType(request: APIRequestContext, label: string): Promise<TestType> {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  return apiAs<TestType>(request, 'admin', 'POST', '/content-types', {
    name: `${label} ${stamp}`,
    slug: `${label.toLowerCase().replace(/\s+/g, '-')}-${stamp}`,
    description: 'Made by the content e2e specs',
    fields: [
      { name: 'Body', type: 'rich-text', required: true },
      { name: 'Tags', type: 'array' },
    ],
  })
}

/** Creates items through the API with one token (many items, few sign-ins). */
export async function createItems(
  request: APIRequestContext,
  type: TestType,
  items: { title: string; status?: string; body?: string }[],
  role: DemoRole = 'editor',
): Promise<TestItem[]> {
  const token = await demoToken(request, role)
  const created: TestItem[] = []
  for (const item of items) {
    const response = await request.post(`/api/v1/content/${type.id}/items`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: item.title,
        status: item.status ?? 'draft',
        data: { Body: item.body ?? `<p>${item.title}</p>`, Tags: ['e2e'] },
      },
    })
    expect(response.status(), await response.text()).toBe(201)
    created.push(((await response.json()) as { data: TestItem }).data)
  }
  return created
}

export const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' })

/** The list row showing an item's title. */
export const rowOf = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Content items' })
    .getByRole('row')
    .filter({ has: page.getByText(title, { exact: true }) })
