import {
  contentItemInputSchema,
  deliveryQuerySchema,
  pluginMessages,
  type ContentItem,
  type PluginPermission,
  type RawQuery,
} from '@folio/schema'

import { AppError } from '../../lib/app-error.js'
import type { Actor, OperationContext } from '../../lib/context.js'
import type { OutboundFetch } from '../../lib/outbound/guarded-fetch.js'
import {
  createContentItem,
  getContentItem,
  getContentItemById,
  listTypeItems,
  updateContentItem,
} from '../content/index.js'

/** A plugin's deliberate refusal of a change or a request: a 422 with its message. */
export class PluginRefusal extends Error {
  override name = 'PluginRefusal'
}

/** Why a plugin's call was refused: it was not granted what the call needs. */
export class PermissionNotGranted extends Error {
  override name = 'PermissionNotGranted'
}

type Log = (message: string, data?: Record<string, unknown>) => void

/**
 * What a plugin may do, as granted: every method checks its permission when called, so a
 * plugin that was not granted `content:write` cannot write however it tries. Content calls go
 * through Folio's own operations, with their rules, validation and hooks.
 */
export interface PluginApi {
  readonly name: string
  readonly settings: Readonly<Record<string, unknown>>
  readonly log: { info: Log; warn: Log; error: Log }
  /** Refuses the change or request with `message` (422): for `before…` hooks and routes. */
  refuse(message: string): never
  /** Whether the plugin was granted `permission`. */
  can(permission: PluginPermission): boolean
  readonly content: {
    getItem(type: string, idOrSlug: string): Promise<ContentItem | null>
    getItemById(id: string): Promise<ContentItem | null>
    listItems(type: string, query?: RawQuery): Promise<{ data: ContentItem[] }>
    createItem(type: string, input: Record<string, unknown>): Promise<ContentItem>
    updateItem(type: string, idOrSlug: string, input: Record<string, unknown>): Promise<ContentItem>
  }
  /** A request to another server, through Folio's guarded client (no local addresses). */
  fetch(url: string, init?: RequestInit): Promise<Response>
}

export interface PluginApiDeps {
  name: string
  granted: ReadonlySet<PluginPermission>
  settings: Readonly<Record<string, unknown>>
  ctx: OperationContext
  fetch: OutboundFetch
}

/**
 * Who a plugin acts as where nobody signed in (its jobs, its start): an editor named after it.
 * In hooks and routes it acts as the person whose change or request it handles.
 */
export function pluginActor(name: string): Actor {
  return {
    userId: `plugin:${name}`,
    email: '',
    role: 'editor',
    sessionId: `plugin:${name}`,
    aal: 'aal1',
  }
}

/** Input from a plugin passes the same schema as a request body; a bad one is refused. */
function parsed<T>(
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } }
  },
  value: unknown,
): T {
  const result = schema.safeParse(value)
  if (!result.success) throw new PluginRefusal(result.error.issues[0]?.message ?? 'Invalid input')
  return result.data
}

async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null
    throw error
  }
}

export function createPluginApi({ name, granted, settings, ctx, fetch }: PluginApiDeps): PluginApi {
  const need = (permission: PluginPermission) => {
    if (!granted.has(permission)) {
      throw new PermissionNotGranted(pluginMessages.notGranted(name, permission))
    }
  }
  const logger = ctx.logger.child({ plugin: name })
  const acting: OperationContext = ctx.actor ? ctx : { ...ctx, actor: pluginActor(name) }
  return {
    name,
    settings,
    log: {
      info: (message, data) => logger.info(data ?? {}, message),
      warn: (message, data) => logger.warn(data ?? {}, message),
      error: (message, data) => logger.error(data ?? {}, message),
    },
    refuse(message) {
      throw new PluginRefusal(message)
    },
    can: (permission) => granted.has(permission),
    content: {
      getItem(type, idOrSlug) {
        need('content:read')
        return orNull(getContentItem(acting, type, idOrSlug))
      },
      getItemById(id) {
        need('content:read')
        return orNull(getContentItemById(acting, id))
      },
      async listItems(type, query = {}) {
        need('content:read')
        const page = await listTypeItems(acting, type, parsed(deliveryQuerySchema, query))
        return { data: page.data as ContentItem[] }
      },
      createItem(type, input) {
        need('content:write')
        return createContentItem(acting, type, parsed(contentItemInputSchema, input))
      },
      updateItem(type, idOrSlug, input) {
        need('content:write')
        return updateContentItem(acting, type, idOrSlug, parsed(contentItemInputSchema, input))
      },
    },
    fetch(url, init) {
      need('http:outbound')
      return fetch(url, init)
    },
  }
}
