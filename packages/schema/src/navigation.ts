import { z } from 'zod'

import { commonMessages } from './common.js'

import { contentStatuses } from './content-items.js'
import { SLUG_PATTERN } from './content-types.js'

export const MENU_NAME_MAX = 100
export const MENU_SLUG_MAX = 100
export const MENU_DESCRIPTION_MAX = 500
export const MENU_ITEM_TITLE_MAX = 200
export const MENU_ITEM_URL_MAX = 2048
export const MENU_ITEM_ICON_MAX = 64
/** Items one menu may hold: a tree save sends them all in one request. */
export const MENU_ITEMS_MAX = 1000

/** Schemes a menu link may use; everything else (javascript:, data:, file:, …) is refused. */
export const menuUrlSchemes = ['http', 'https', 'mailto', 'tel'] as const

export const menuMessages = {
  nameRequired: commonMessages.nameRequired,
  slugRequired: 'Slug is required',
  slugFormat: 'Slug may only contain lowercase letters, numbers and hyphens',
  slugTaken: 'A menu with this slug already exists',
  notFound: 'Menu not found',
  itemNotFound: 'Menu item not found',
  titleRequired: 'Title is required',
  urlAndContent: 'Link to a URL or to a content item, not both',
  urlSpaces: 'A URL cannot contain spaces or control characters',
  urlStart: 'Start the URL with http://, https://, mailto:, tel:, / or #',
  urlHost: 'Enter a full URL such as https://example.com',
  urlProtocolRelative: 'Start a link to another site with http:// or https://',
  urlMailto: 'A mailto: link needs an email address',
  urlTel: 'A tel: link needs a phone number',
  urlScheme: (scheme: string) =>
    `Links with the "${scheme}:" scheme are not allowed. Use http://, https://, mailto:, tel:, a path starting with / or an #anchor`,
  contentItemNotFound: 'The linked content item does not exist',
  parentNotFound: 'The parent item is not an item of this menu',
  ownParent: (title: string) => `"${title}" cannot be its own parent`,
  underDescendant: (title: string, parent: string) =>
    `"${title}" cannot be placed under "${parent}", which is inside "${title}"`,
  tooManyItems: `A menu holds at most ${MENU_ITEMS_MAX} items`,
  treeUnknownItem: (id: string) => `Item ${id} is not an item of this menu`,
  treeDuplicate: (title: string) => `"${title}" appears more than once in the tree`,
  treeMissing: (title: string) =>
    `"${title}" is missing from the tree: send every item of the menu exactly once`,
  treeParentOutside: (title: string) => `The parent of "${title}" is not an item of this menu`,
  deleteConfirm: 'Delete this menu and all its items?',
  deleteItemConfirm: 'Delete this item? Its sub-items are deleted with it.',
} as const

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

/**
 * Why a menu link is refused, or null when it is fine. Allowed: http(s) URLs with a host,
 * mailto:, tel:, site paths (`/about`) and anchors (`#contact`). Schemes that run code or
 * embed content (`javascript:`, `data:`, `vbscript:`) never reach a delivered menu.
 */
export function menuUrlProblem(url: string): string | null {
  // Browsers drop tabs and newlines inside a scheme ("java\tscript:"), so none is allowed.
  if (/\s/.test(url) || hasControlCharacter(url)) return menuMessages.urlSpaces
  if (url.startsWith('#')) return null
  if (url.startsWith('//')) return menuMessages.urlProtocolRelative
  if (url.startsWith('/')) return null
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase()
  if (!scheme) return menuMessages.urlStart
  if (scheme === 'http' || scheme === 'https') {
    return /^https?:\/\/[^/?#@]+(?:[/?#]|$)/i.test(url) ? null : menuMessages.urlHost
  }
  if (scheme === 'mailto') return url.length > 'mailto:'.length ? null : menuMessages.urlMailto
  if (scheme === 'tel') return /^tel:\+?[0-9().-]+$/i.test(url) ? null : menuMessages.urlTel
  return menuMessages.urlScheme(scheme)
}

/** Where a delivered item that links to a content item points: `/<contentTypeSlug>/<itemSlug>`. */
export function contentItemPath(contentTypeSlug: string, itemSlug: string): string {
  return `/${contentTypeSlug}/${itemSlug}`
}

/** A menu as lists show it. */
export const menuSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  /** Items in the menu (for API keys: the items they are answered). */
  itemCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
})
export type Menu = z.infer<typeof menuSchema>

/** The content item a menu item links to. */
export const menuItemContentSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  contentTypeId: z.string(),
  contentTypeSlug: z.string(),
  status: z.enum(contentStatuses),
})
export type MenuItemContent = z.infer<typeof menuItemContentSchema>

/** One item of a menu's tree, with its children sorted by position. */
export interface MenuItem {
  id: string
  menuId: string
  parentId: string | null
  title: string
  /**
   * Where the item points: the stored URL, or `/<contentTypeSlug>/<itemSlug>` when it links to
   * a content item; null for a heading that only groups its children.
   */
  url: string | null
  contentItemId: string | null
  contentItem: MenuItemContent | null
  position: number
  isActive: boolean
  icon: string | null
  createdAt: string
  updatedAt: string
  children: MenuItem[]
}

export const menuItemSchema: z.ZodType<MenuItem> = z
  .object({
    id: z.string(),
    menuId: z.string(),
    parentId: z.string().nullable(),
    title: z.string(),
    url: z.string().nullable(),
    contentItemId: z.string().nullable(),
    contentItem: menuItemContentSchema.nullable(),
    position: z.number().int(),
    isActive: z.boolean(),
    icon: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    get children() {
      return z.array(menuItemSchema)
    },
  })
  // Registered by id: the OpenAPI document describes the recursive tree as one component.
  .meta({ id: 'MenuItem' })

/** A menu with its whole item tree. */
export const menuDetailSchema = menuSchema.extend({ items: z.array(menuItemSchema) })
export type MenuDetail = z.infer<typeof menuDetailSchema>

function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `At most ${max} characters` })
}

const slugInput = z
  .string({ error: menuMessages.slugRequired })
  .trim()
  .min(1, { error: menuMessages.slugRequired })
  .max(MENU_SLUG_MAX, { error: `At most ${MENU_SLUG_MAX} characters` })
  .regex(SLUG_PATTERN, { error: menuMessages.slugFormat })

const descriptionInput = z.string().trim().max(MENU_DESCRIPTION_MAX)

/** `POST /api/v1/menus`. Without a slug, the name's slug is used. */
export const createMenuInputSchema = z.object({
  name: requiredText(menuMessages.nameRequired, MENU_NAME_MAX),
  slug: slugInput.optional(),
  description: descriptionInput.default(''),
})
export type CreateMenuInput = z.input<typeof createMenuInputSchema>
export type ParsedCreateMenuInput = z.output<typeof createMenuInputSchema>

/** `PATCH /api/v1/menus/{id}`: what is sent changes. A new name keeps the slug apps use. */
export const updateMenuInputSchema = z.object({
  name: requiredText(menuMessages.nameRequired, MENU_NAME_MAX).optional(),
  slug: slugInput.optional(),
  description: descriptionInput.optional(),
})
export type UpdateMenuInput = z.input<typeof updateMenuInputSchema>
export type ParsedUpdateMenuInput = z.output<typeof updateMenuInputSchema>

/** A link target; blank means none. */
const urlInput = z
  .string()
  .trim()
  .max(MENU_ITEM_URL_MAX, { error: `At most ${MENU_ITEM_URL_MAX} characters` })
  .superRefine((url, ctx) => {
    const problem = url === '' ? null : menuUrlProblem(url)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
  .transform((url) => url || null)
  .nullable()

const idInput = z.string().trim().min(1).max(64)

const iconInput = z
  .string()
  .trim()
  .max(MENU_ITEM_ICON_MAX, { error: `At most ${MENU_ITEM_ICON_MAX} characters` })
  .transform((icon) => icon || null)
  .nullable()

const itemFields = {
  title: requiredText(menuMessages.titleRequired, MENU_ITEM_TITLE_MAX),
  /** http(s), mailto:, tel:, `/path` or `#anchor`; see menuUrlProblem. */
  url: urlInput,
  /** A content item to link to instead of a URL. */
  contentItemId: idInput.nullable(),
  /** The parent item (of the same menu); null for a top-level item. */
  parentId: idInput.nullable(),
  /** Index among the siblings; absent puts the item last. */
  position: z.number().int().min(0).max(MENU_ITEMS_MAX),
  isActive: z.boolean(),
  /** An icon name for the site to render (lucide names in the Folio app). */
  icon: iconInput,
}

function oneLinkAtMost(
  value: { url?: string | null; contentItemId?: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.url && value.contentItemId) {
    ctx.addIssue({ code: 'custom', path: ['contentItemId'], message: menuMessages.urlAndContent })
  }
}

/**
 * `POST /api/v1/menus/{id}/items`. An item links to a URL or to a content item, or to neither:
 * a heading that only groups its children.
 */
export const createMenuItemInputSchema = z
  .object({
    title: itemFields.title,
    url: itemFields.url.optional(),
    contentItemId: itemFields.contentItemId.optional(),
    parentId: itemFields.parentId.optional(),
    position: itemFields.position.optional(),
    isActive: itemFields.isActive.default(true),
    icon: itemFields.icon.optional(),
  })
  .superRefine(oneLinkAtMost)
export type CreateMenuItemInput = z.input<typeof createMenuItemInputSchema>
export type ParsedCreateMenuItemInput = z.output<typeof createMenuItemInputSchema>

/**
 * `PATCH /api/v1/menus/{id}/items/{itemId}`: what is sent changes. Setting a URL clears the
 * content link and the other way round. A new `parentId` moves the item (last among its new
 * siblings unless `position` says where); a move under its own subtree is refused.
 */
export const updateMenuItemInputSchema = z
  .object({
    title: itemFields.title.optional(),
    url: itemFields.url.optional(),
    contentItemId: itemFields.contentItemId.optional(),
    parentId: itemFields.parentId.optional(),
    position: itemFields.position.optional(),
    isActive: itemFields.isActive.optional(),
    icon: itemFields.icon.optional(),
  })
  .superRefine(oneLinkAtMost)
export type UpdateMenuItemInput = z.input<typeof updateMenuItemInputSchema>
export type ParsedUpdateMenuItemInput = z.output<typeof updateMenuItemInputSchema>

/** One item's place in a tree save. */
export const menuTreeNodeSchema = z.object({
  id: idInput,
  parentId: idInput.nullable(),
  position: z.number().int().min(0),
})
export type MenuTreeNode = z.infer<typeof menuTreeNodeSchema>

/**
 * `PUT /api/v1/menus/{id}/tree`: the place of every item of the menu, each exactly once. It is
 * checked as a whole and saved in one transaction, or refused with nothing changed.
 */
export const menuTreeInputSchema = z.object({
  items: z.array(menuTreeNodeSchema).max(MENU_ITEMS_MAX, { error: menuMessages.tooManyItems }),
})
export type MenuTreeInput = z.infer<typeof menuTreeInputSchema>
