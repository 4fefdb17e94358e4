import {
  createMenuInputSchema,
  createMenuItemInputSchema,
  menuDetailSchema,
  menuItemSchema,
  menuSchema,
  menuTreeInputSchema,
  updateMenuInputSchema,
  updateMenuItemInputSchema,
} from '@folio/schema'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { requireWriter } from '../access/index.js'
import { requireUser } from '../../plugins/authenticate.js'
import { createMenu } from './operations/create-menu.js'
import { createMenuItem } from './operations/create-menu-item.js'
import { deleteMenu } from './operations/delete-menu.js'
import { deleteMenuItem } from './operations/delete-menu-item.js'
import { getMenu } from './operations/get-menu.js'
import { getMenuItem } from './operations/get-menu-item.js'
import { listMenus } from './operations/list-menus.js'
import { saveMenuTree } from './operations/save-menu-tree.js'
import { updateMenu } from './operations/update-menu.js'
import { updateMenuItem } from './operations/update-menu-item.js'

const menuParams = z.object({
  idOrSlug: z.string().trim().min(1).describe('The menu id or slug'),
})
const itemParams = menuParams.extend({ itemId: z.string().trim().min(1) })
const menuResponse = z.object({ data: menuSchema })
const detailResponse = z.object({ data: menuDetailSchema })
const itemResponse = z.object({ data: menuItemSchema })

const tags = ['Navigation']
const readNote =
  'Signed-in users get every item with `isActive`. API keys get the menu as a site renders it: active items only (an inactive item hides its subtree); read-only keys also lose items linking to unpublished content. An item linking to a content item has `url` `/<contentTypeSlug>/<itemSlug>`.'
const writeNote = 'Editors and admins; viewers get 403. API keys cannot change menus.'

/**
 * Writes need a signed-in user or a read-write API key, checked before the body is read; the
 * operation then asks the permission matrix whether this role may do this.
 */
async function editorsOnly(request: FastifyRequest) {
  requireUser(request)
  requireWriter(request.ctx)
}

/** The two reads are part of the delivery API: they accept API keys besides user tokens. */
const delivery = { apiKey: true }

/** `/api/v1/menus`: navigation menus and their item trees. */
export const navigationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request)
  })

  app.get(
    '/menus',
    {
      config: delivery,
      schema: {
        operationId: 'listMenus',
        summary: 'List menus',
        description: `Every menu, oldest first, with its item count. ${readNote}`,
        response: { 200: z.object({ data: z.array(menuSchema) }) },
      },
    },
    async (request) => ({ data: await listMenus(request.ctx) }),
  )

  app.get(
    '/menus/:idOrSlug',
    {
      config: delivery,
      schema: {
        operationId: 'getMenu',
        summary: 'Get a menu with its item tree',
        description: `One menu by id or slug, its items nested under \`children\` and sorted by \`position\`. ${readNote}`,
        params: menuParams,
        response: { 200: detailResponse },
      },
    },
    async (request) => ({ data: await getMenu(request.ctx, request.params.idOrSlug) }),
  )

  app.post(
    '/menus',
    {
      onRequest: editorsOnly,
      schema: {
        tags,
        operationId: 'createMenu',
        summary: 'Create a menu',
        description: `Without a slug, the name's is used; 409 when the slug is taken. ${writeNote}`,
        body: createMenuInputSchema,
        response: { 201: menuResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createMenu(request.ctx, request.body) }),
  )

  app.patch(
    '/menus/:idOrSlug',
    {
      onRequest: editorsOnly,
      schema: {
        tags,
        operationId: 'updateMenu',
        summary: 'Change a menu',
        description: `Changes what is sent; a new name keeps the slug. ${writeNote}`,
        params: menuParams,
        body: updateMenuInputSchema,
        response: { 200: menuResponse },
      },
    },
    async (request) => ({
      data: await updateMenu(request.ctx, request.params.idOrSlug, request.body),
    }),
  )

  app.delete(
    '/menus/:idOrSlug',
    {
      onRequest: editorsOnly,
      schema: {
        tags,
        operationId: 'deleteMenu',
        summary: 'Delete a menu and its items',
        description: writeNote,
        params: menuParams,
      },
    },
    async (request, reply) => {
      await deleteMenu(request.ctx, request.params.idOrSlug)
      return reply.status(204).send()
    },
  )

  app.put(
    '/menus/:idOrSlug/tree',
    {
      onRequest: editorsOnly,
      schema: {
        tags,
        operationId: 'saveMenuTree',
        summary: "Save a menu's whole structure",
        description: `The parent and position of every item of the menu, each exactly once, saved in one transaction. Unknown or missing items, duplicates, parents from elsewhere and cycles refuse the whole save with 422, naming the items, and change nothing. Siblings are renumbered from 0 in the order of their positions. ${writeNote}`,
        params: menuParams,
        body: menuTreeInputSchema,
        response: { 200: detailResponse },
      },
    },
    async (request) => ({
      data: await saveMenuTree(request.ctx, request.params.idOrSlug, request.body),
    }),
  )

  app.post(
    '/menus/:idOrSlug/items',
    {
      onRequest: editorsOnly,
      schema: {
        tags,
        operationId: 'createMenuItem',
        summary: 'Add a menu item',
        description: `An item links to a \`url\` (http(s), mailto:, tel:, \`/path\` or \`#anchor\`) or to a \`contentItemId\`, or to neither (a heading for its children). It goes under \`parentId\` at \`position\`, or last. ${writeNote}`,
        params: menuParams,
        body: createMenuItemInputSchema,
        response: { 201: itemResponse },
      },
    },
    async (request, reply) => {
      const item = await createMenuItem(request.ctx, request.params.idOrSlug, request.body)
      return reply.status(201).send({ data: item })
    },
  )

  app.get(
    '/menus/:idOrSlug/items/:itemId',
    {
      schema: {
        tags,
        operationId: 'getMenuItem',
        summary: 'Get a menu item with its subtree',
        params: itemParams,
        response: { 200: itemResponse },
      },
    },
    async (request) => {
      const { idOrSlug, itemId } = request.params
      return { data: await getMenuItem(request.ctx, idOrSlug, itemId) }
    },
  )

  app.patch(
    '/menus/:idOrSlug/items/:itemId',
    {
      onRequest: editorsOnly,
      schema: {
        tags,
        operationId: 'updateMenuItem',
        summary: 'Change or move a menu item',
        description: `Changes what is sent. A URL replaces a content link and the other way round. A new \`parentId\` moves the item with its subtree; a parent inside that subtree is refused with 422. ${writeNote}`,
        params: itemParams,
        body: updateMenuItemInputSchema,
        response: { 200: itemResponse },
      },
    },
    async (request) => {
      const { idOrSlug, itemId } = request.params
      return { data: await updateMenuItem(request.ctx, idOrSlug, itemId, request.body) }
    },
  )

  app.delete(
    '/menus/:idOrSlug/items/:itemId',
    {
      onRequest: editorsOnly,
      schema: {
        tags,
        operationId: 'deleteMenuItem',
        summary: 'Delete a menu item and its sub-items',
        description: writeNote,
        params: itemParams,
      },
    },
    async (request, reply) => {
      await deleteMenuItem(request.ctx, request.params.idOrSlug, request.params.itemId)
      return reply.status(204).send()
    },
  )
}
