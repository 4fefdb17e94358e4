import { DELIVERY_OFFSET_MAX } from '@folio/schema'
import type { OpenAPIV3_1 } from 'openapi-types'

/**
 * The words of the OpenAPI document that route schemas cannot carry: summaries, groups and
 * the hand-written parts (examples; the list query language is in openapi-delivery-query.ts). Keyed by `METHOD /path` with
 * OpenAPI-style `{param}` segments, relative to `/api/v1`.
 */

export interface OperationText {
  operationId: string
  summary: string
  description?: string
}

/** Group order on the /api page and in the document; delivery first, what apps call. */
export const openApiTags: OpenAPIV3_1.TagObject[] = [
  {
    name: 'Delivery',
    description:
      'The public content API your apps call with an API key: content types, content items, media and menus.',
  },
  { name: 'Content types', description: 'Defining content types (admins).' },
  { name: 'Content items', description: 'Listing across types and version history.' },
  {
    name: 'Components',
    description: 'Reusable groups of fields that component and blocks fields hold (admins).',
  },
  { name: 'Media', description: 'The media library.' },
  { name: 'Navigation', description: 'Menus and their item trees (editors).' },
  { name: 'Localization', description: 'Languages and content translations.' },
  { name: 'SEO', description: 'SEO settings, per-item SEO meta and the sitemap.' },
  { name: 'Workflow', description: 'Review states, assignments, transitions and comments.' },
  { name: 'Notifications', description: "The signed-in user's notifications." },
  { name: 'API keys', description: 'Keys for the delivery API (admins).' },
  {
    name: 'Connections',
    description: 'The apps and AI assistants using API keys, and how much (admins).',
  },
  {
    name: 'Analytics',
    description: 'Content, API requests and most-read items over time (Premium).',
  },
  { name: 'Webhooks', description: 'Notifications of content changes to your URLs (admins).' },
  { name: 'Settings', description: 'Installation settings (admins).' },
  {
    name: 'Plugins',
    description:
      'Installed plugins (admins), and the routes plugins serve under /plugins/<name>/ once granted `routes`.',
  },
  {
    name: 'Billing',
    description: 'The plan in force, Premium payments through Stripe, trial and cancellation.',
  },
  { name: 'Users', description: 'Team members and roles (admins).' },
  {
    name: 'Inbox',
    description: 'Messages sent from the contact page: read, mark and delete them (admins).',
  },
  { name: 'Profile', description: "The signed-in user's own account." },
  { name: 'Search', description: 'Search across the installation.' },
  {
    name: 'AI assistant',
    description: 'Chat, saved replies and editor actions (editors); provider settings (admins).',
  },
  { name: 'Dashboard', description: 'Figures for the dashboard.' },
  { name: 'System', description: 'Health, sign-in options, contact form and this document.' },
]

const tagByPrefix: [prefix: string, tag: string][] = [
  ['/content-types', 'Content types'],
  ['/components', 'Components'],
  ['/content-items', 'Content items'],
  ['/content-authors', 'Content items'],
  ['/content/', 'Content items'],
  ['/media', 'Media'],
  ['/api-keys', 'API keys'],
  ['/connections', 'Connections'],
  ['/analytics', 'Analytics'],
  ['/webhooks', 'Webhooks'],
  ['/settings', 'Settings'],
  ['/plugins', 'Plugins'],
  ['/site', 'Settings'],
  ['/database', 'Settings'],
  ['/audit-log', 'Settings'],
  ['/languages', 'Localization'],
  ['/seo', 'SEO'],
  ['/sitemap-entries', 'SEO'],
  ['/me', 'Profile'],
  ['/users', 'Users'],
  ['/profile', 'Profile'],
  ['/avatars', 'Profile'],
  ['/search', 'Search'],
  ['/dashboard', 'Dashboard'],
  ['/ai/', 'AI assistant'],
  ['/billing', 'Billing'],
]

/** Operations anyone may call without a token. */
export const publicOperations = new Set([
  'GET /health',
  'GET /auth-options',
  'POST /contact-messages',
  'GET /avatars/{file}',
  'GET /openapi.json',
  'GET /site',
  'POST /billing/webhook',
])

/** Delivery operations (the ones API keys may call) form one group, listed first. */
export function tagOf(path: string, delivery: boolean): string {
  if (delivery) return 'Delivery'
  return tagByPrefix.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'System'
}

const readNote = 'Read-only API keys see published items only; keys and users see the same shape.'
const writeNote =
  'Needs a read-write API key or a signed-in editor. `data` is checked against the fields of the content type; a mistake answers 400 with one detail per field.'

const localeNote =
  'Read items in a language with `locale=fr-CA` (a configured language, else 400): each item answers in its translation when it has one (published, for read-only keys), else in the default language; `fallback=false` leaves items without the language out. `locale` says which language was served and `locales` which ones the item has. Filters, search and sorting apply to the item in its own language; expanded references follow the requested language.'

export const operationTexts: Record<string, OperationText> = {
  'GET /plugins': {
    operationId: 'listPlugins',
    summary: 'List installed plugins',
    description:
      'Every plugin found in DATA_DIR/plugins and FOLIO_PLUGINS: its configuration, state (running, failed with the error, disabled), hooks, routes, jobs, requested and granted permissions, settings and handler failures in the last 24 hours. Admins.',
  },
  'GET /plugins/validators': {
    operationId: 'listPluginValidators',
    summary: 'List the field validators plugins offer',
    description:
      'The validators of the running plugins, as a field names them in `validators` (`plugin/validator`). Admins.',
  },
  'PATCH /plugins/{name}': {
    operationId: 'updatePlugin',
    summary: 'Enable, disable, grant permissions to or configure a plugin',
    description:
      'Applies at once, without a restart. Only permissions the plugin declares may be granted; settings must pass the plugin’s settings schema (400 with `settings.<key>` details). Disabling a plugin another running plugin depends on answers 409. Admins.',
  },
  'GET /content-types': {
    operationId: 'listContentTypes',
    summary: 'List content types',
    description: 'Every content type with its fields, so an app knows what it can ask for.',
  },
  'GET /content-types/{idOrSlug}': {
    operationId: 'getContentType',
    summary: 'Get a content type',
    description: 'One content type by id or slug, with its fields.',
  },
  'GET /content/{type}/items': {
    operationId: 'listItems',
    summary: 'List items of a content type',
    description: [
      'Items of one content type (`type` is its id or slug), a page at a time, with `meta`: `pageSize`, `hasMore` (more items beyond this page in the direction it was read), `nextCursor` and `prevCursor` (null at either end), and for pages by number `page` and `total`.',
      `Two ways to page. By number (\`page=3\`): simple, but each page skips all the items before it, so deep pages get slower, and pages past item ${DELIVERY_OFFSET_MAX.toLocaleString('en-US')} are refused. By cursor: pass \`meta.nextCursor\` as \`after=\` (or \`meta.prevCursor\` as \`before=\`) with the same sort and filters; every page then costs what the first does, and items added meanwhile never repeat or skip one. Cursor pages count the matches only with \`total=true\`. A cursor is opaque; one made for another sort is refused.`,
      'Filter with `filter[field][op]=value`: top-level attributes (`id`, `title`, `slug`, `status`, `createdAt`, `updatedAt`, `publishedAt`, `scheduledFor`, `version`) or data fields written `data.<fieldName>`. Several filters combine with "and"; `filter[field]=value` means `eq`. Numbers compare as numbers, dates as instants (`YYYY-MM-DD` is midnight UTC); `ne`/`nin` also match items with no value.',
      'Sort with `sort=-publishedAt,title` (`-` descending), choose attributes with `fields=title,slug,data.price`, embed referenced items with `expand=author,author.company` (up to 3 levels), search with `q=`.',
      'A mistake answers 400 with code `validation_failed` and a message naming it, such as `Unknown field in filter: data.colour` or `pageSize must be at most 100`.',
      localeNote,
      readNote,
    ].join('\n\n'),
  },
  'GET /content/{type}/items/{idOrSlug}': {
    operationId: 'getItem',
    summary: 'Get an item',
    description: `One item by id or slug. ${localeNote} With \`fallback=false\`, an item without the language answers 404. A preview token (\`?preview=\` or \`Folio-Preview\`) reads that one item's current draft without a key. ${readNote}`,
  },
  'POST /content/{type}/items': {
    operationId: 'createItem',
    summary: 'Create an item',
    description: `Creates an item of the content type; the answer wraps it in \`data\`. ${writeNote}`,
  },
  'PUT /content/{type}/items/{idOrSlug}': {
    operationId: 'updateItem',
    summary: 'Update an item',
    description: `Replaces the title, slug, status and data of an item. ${writeNote}`,
  },
  'DELETE /content/{type}/items/{idOrSlug}': {
    operationId: 'deleteItem',
    summary: 'Delete an item',
    description: 'Needs a read-write API key or a signed-in editor.',
  },
  'GET /media': {
    operationId: 'listMedia',
    summary: 'List media files',
    description:
      'Files of the media library, newest first, a page at a time with `meta` (page, pageSize, total). Filter by `q` (name, case-insensitive), `type` (image, document, audio, video), `folderId` (`root` for files in no folder) and upload date (`from`, `to`: a date or date-time; a date `to` includes that day); sort with `sort` (`-createdAt`, `createdAt`, `name`, `-name`, `size`, `-size`). Each file has `url`, its absolute address, and `path`, what content stores.',
  },
  'GET /media/{id}': { operationId: 'getMedia', summary: 'Get a media file' },

  'POST /media': {
    operationId: 'uploadMedia',
    summary: 'Upload media files',
    description:
      'Send `multipart/form-data`: an optional `folderId` field first, then 1 to 20 files in fields named `files`, each at most 10 MB. The type comes from the bytes (images, PDF and office documents, audio, video). Answers 201 with the stored files in `data` and the refused ones in `errors` (`name`, `code`, `message`); when every file was refused, the error of the first with one detail per file (413 too large, 415 unsupported type, 400 empty). Signed-in editors.',
  },
  'PATCH /media/{id}': {
    operationId: 'updateMedia',
    summary: 'Rename, describe or move a media file',
  },
  'PUT /media/{id}/file': {
    operationId: 'replaceMediaFile',
    summary: "Replace a media file's bytes",
    description:
      'Send `multipart/form-data` with one file (field `file`); the same limits and checks as an upload. The id, name, folder and alt text stay; a refused file keeps the old bytes.',
  },
  'DELETE /media/{id}': { operationId: 'deleteMedia', summary: 'Delete a media file' },
  'POST /media/delete': { operationId: 'deleteMediaFiles', summary: 'Delete several media files' },
  'POST /media/move': {
    operationId: 'moveMediaFiles',
    summary: 'Move media files to a folder',
    description: '`folderId` null moves the files out of any folder.',
  },
  'GET /media/{id}/usage': {
    operationId: 'getMediaUsage',
    summary: 'List the content items using a media file',
  },
  'GET /media/folders': { operationId: 'listMediaFolders', summary: 'List media folders' },
  'POST /media/folders': { operationId: 'createMediaFolder', summary: 'Create a media folder' },
  'PATCH /media/folders/{id}': {
    operationId: 'renameMediaFolder',
    summary: 'Rename a media folder',
  },
  'DELETE /media/folders/{id}': {
    operationId: 'deleteMediaFolder',
    summary: 'Delete a media folder',
    description:
      '`files=move` (default) moves its files out to the root; `files=delete` deletes them.',
  },

  'GET /components': {
    operationId: 'listComponents',
    summary: 'List components',
    description:
      'Every component with its fields: the shape of component values and of blocks entries (`_type` is the slug).',
  },
  'GET /components/{idOrSlug}': {
    operationId: 'getComponent',
    summary: 'Get a component',
    description: 'One component by id or slug, with its fields.',
  },
  'POST /components': { operationId: 'createComponent', summary: 'Create a component' },
  'PUT /components/{idOrSlug}': { operationId: 'updateComponent', summary: 'Update a component' },
  'DELETE /components/{idOrSlug}': {
    operationId: 'deleteComponent',
    summary: 'Delete a component no type or component uses',
  },
  'POST /content-types': { operationId: 'createContentType', summary: 'Create a content type' },
  'PUT /content-types/{idOrSlug}': {
    operationId: 'updateContentType',
    summary: 'Update a content type',
  },
  'DELETE /content-types/{idOrSlug}': {
    operationId: 'deleteContentType',
    summary: 'Delete a content type and its items',
  },
  'POST /content-types/{idOrSlug}/duplicate': {
    operationId: 'duplicateContentType',
    summary: 'Duplicate a content type',
  },
  'GET /content-items': {
    operationId: 'listAllItems',
    summary: 'List items of every type',
    description: 'The admin content list: simple filters by type, status, author and dates.',
  },
  'GET /content-items/{id}': { operationId: 'getItemById', summary: 'Get an item by id' },
  'GET /content-authors': { operationId: 'listContentAuthors', summary: 'List content authors' },
  'GET /content/{type}/items/{idOrSlug}/versions': {
    operationId: 'listItemVersions',
    summary: "List an item's versions",
  },
  'POST /content/{type}/items/{idOrSlug}/versions/{version}/restore': {
    operationId: 'restoreItemVersion',
    summary: 'Restore a version of an item',
  },
  'POST /content/{type}/items/{idOrSlug}/preview': {
    operationId: 'createItemPreview',
    summary: 'Open a live preview of an item',
    description:
      "A token valid for 10 minutes that reads this item's current draft through `GET /content/{type}/items/{idOrSlug}` (`?preview=<token>` or a `Folio-Preview` header, no key needed), and the preview URL filled in for the item (the type's, else Settings → General) with `folio_preview=<token>` appended; `url` is null without a preview URL. See docs/preview.md.",
  },

  'GET /api-keys': { operationId: 'listApiKeys', summary: 'List API keys' },
  'POST /api-keys': {
    operationId: 'createApiKey',
    summary: 'Create an API key',
    description: 'The answer is the only time the secret is shown.',
  },
  'POST /api-keys/{id}/regenerate': {
    operationId: 'regenerateApiKey',
    summary: 'Regenerate an API key',
    description: 'The old secret stops working at once; the new one is shown this time only.',
  },
  'DELETE /api-keys/{id}': { operationId: 'revokeApiKey', summary: 'Revoke an API key' },
  'GET /connections': {
    operationId: 'listConnections',
    summary: 'List connections',
    description:
      'Every API key, newest first, with its requests of the last 7 UTC days (written every few seconds, so slightly behind) and the MCP clients seen on it.',
  },

  'GET /webhooks': { operationId: 'listWebhooks', summary: 'List webhooks' },
  'POST /webhooks': { operationId: 'createWebhook', summary: 'Create a webhook' },
  'GET /webhooks/{id}': { operationId: 'getWebhook', summary: 'Get a webhook' },
  'PUT /webhooks/{id}': { operationId: 'updateWebhook', summary: 'Update a webhook' },
  'DELETE /webhooks/{id}': { operationId: 'deleteWebhook', summary: 'Delete a webhook' },
  'POST /webhooks/{id}/rotate-secret': {
    operationId: 'rotateWebhookSecret',
    summary: "Rotate a webhook's signing secret",
  },
  'POST /webhooks/{id}/test': { operationId: 'sendTestEvent', summary: 'Send a test event' },
  'GET /webhooks/{id}/deliveries': {
    operationId: 'listWebhookDeliveries',
    summary: "List a webhook's deliveries",
  },
  'POST /webhooks/{id}/deliveries/{deliveryId}/redeliver': {
    operationId: 'redeliverWebhook',
    summary: 'Send a delivery again',
  },

  'GET /settings/api': { operationId: 'getApiSettings', summary: 'Get the API settings' },
  'PUT /settings/api': { operationId: 'updateApiSettings', summary: 'Change the API settings' },

  'GET /users': { operationId: 'listUsers', summary: 'List users' },
  'POST /users/invite': { operationId: 'inviteUser', summary: 'Invite a user' },
  'PATCH /users/{id}': { operationId: 'updateUser', summary: "Change a user's role or status" },
  'POST /users/{id}/reset-password': {
    operationId: 'resetUserPassword',
    summary: 'Send a user a password reset email',
  },
  'DELETE /users/{id}': { operationId: 'deleteUser', summary: 'Delete a user' },

  'GET /profile/sessions': { operationId: 'listMySessions', summary: 'List my signed-in devices' },
  'POST /profile/avatar': {
    operationId: 'uploadAvatar',
    summary: 'Upload my avatar',
    description: 'Send the image as multipart/form-data in a field named `file`.',
  },
  'GET /avatars/{file}': { operationId: 'getAvatar', summary: 'Get an avatar image' },

  'GET /search': { operationId: 'search', summary: 'Search the installation' },
  'GET /dashboard': { operationId: 'getDashboard', summary: 'Get the dashboard figures' },
  'GET /health': { operationId: 'getHealth', summary: 'Check the server and database' },
  'GET /auth-options': { operationId: 'getAuthOptions', summary: 'Get the sign-in options' },
  'POST /contact-messages': { operationId: 'sendContactMessage', summary: 'Send a message' },
  'GET /openapi.json': { operationId: 'getOpenApiDocument', summary: 'This OpenAPI document' },
}
