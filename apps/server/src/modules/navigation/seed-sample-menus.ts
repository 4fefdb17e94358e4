import { randomUUID } from 'node:crypto'

import { nowIso } from '../../lib/clock.js'
import type { OperationContext } from '../../lib/context.js'
import { insertMenu, insertMenuItem, menuSlugTaken } from './navigation.repository.js'

interface SampleItem {
  title: string
  url?: string
  contentItemId?: string
  icon?: string
  isActive?: boolean
  children?: SampleItem[]
}

interface SampleMenu {
  name: string
  slug: string
  description: string
  items: SampleItem[]
}

function sampleMenus(welcomePostId: string | undefined): SampleMenu[] {
  const welcome: SampleItem[] = welcomePostId
    ? [{ title: 'Welcome to Folio', contentItemId: welcomePostId }]
    : []
  return [
    {
      name: 'Main Menu',
      slug: 'main-menu',
      description: 'The navigation bar at the top of every page.',
      items: [
        { title: 'Home', url: '/', icon: 'home' },
        { title: 'Blog', url: '/blog', icon: 'book-open', children: welcome },
        { title: 'Products', url: '/products', icon: 'shopping-bag' },
        {
          title: 'About',
          url: '/about',
          icon: 'info',
          children: [
            { title: 'Our Team', url: '/about/team' },
            { title: 'Careers', url: '/about/careers', isActive: false },
          ],
        },
        { title: 'Contact', url: '/contact', icon: 'mail' },
      ],
    },
    {
      name: 'Footer Menu',
      slug: 'footer-menu',
      description: 'Links at the bottom of every page.',
      items: [
        {
          title: 'Company',
          children: [
            { title: 'About', url: '/about' },
            { title: 'Blog', url: '/blog' },
          ],
        },
        {
          title: 'Legal',
          children: [
            { title: 'Privacy Policy', url: '/privacy' },
            { title: 'Terms of Service', url: '/terms' },
          ],
        },
        { title: 'Email us', url: 'mailto:hello@example.com' },
      ],
    },
  ]
}

async function insertItems(
  ctx: OperationContext,
  menuId: string,
  parentId: string | null,
  items: SampleItem[],
  now: string,
) {
  for (const [position, item] of items.entries()) {
    const id = randomUUID()
    await insertMenuItem(ctx.db, {
      id,
      menuId,
      parentId,
      title: item.title,
      url: item.url ?? null,
      contentItemId: item.contentItemId ?? null,
      position,
      isActive: item.isActive ?? true,
      icon: item.icon ?? null,
      createdAt: now,
    })
    await insertItems(ctx, menuId, id, item.children ?? [], now)
  }
}

/**
 * The sample menus of a new installation: a Main Menu (with an inactive item, and a link to
 * the welcome post when its id is given) and a Footer Menu grouped under headings. A menu
 * whose slug is already taken is left alone. Call it inside the sample-data transaction.
 */
export async function seedSampleMenus(
  ctx: OperationContext,
  links: { welcomePostId?: string } = {},
): Promise<void> {
  const now = nowIso()
  for (const { items, ...menu } of sampleMenus(links.welcomePostId)) {
    if (await menuSlugTaken(ctx.db, menu.slug)) continue
    const id = randomUUID()
    await insertMenu(ctx.db, { id, ...menu, createdAt: now, createdBy: null })
    await insertItems(ctx, id, null, items, now)
  }
}
