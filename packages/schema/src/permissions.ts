import { z } from 'zod'

/** What a role may do with the items of a content type. */
export const contentCapabilities = ['view', 'create', 'edit', 'delete', 'publish'] as const
export type ContentCapabilityName = (typeof contentCapabilities)[number]

/** What a role may do outside content, by area. */
export const areaCapabilities = {
  media: ['view', 'upload', 'delete'],
  navigation: ['view', 'edit'],
  workflow: ['view', 'review'],
} as const
export type PermissionArea = keyof typeof areaCapabilities

/** The roles the matrix configures; admins always have every permission and are not stored. */
export const configurableRoles = ['editor', 'viewer'] as const
export type ConfigurableRole = (typeof configurableRoles)[number]

const flag = z.boolean({ error: 'Each permission is true or false' })
const contentRightsSchema = z.object({
  view: flag,
  create: flag,
  edit: flag,
  delete: flag,
  publish: flag,
})
export type ContentRights = z.infer<typeof contentRightsSchema>

export const roleRightsSchema = z.object({
  /** Every content type without an override. */
  content: contentRightsSchema,
  /** Overrides by content type id. */
  contentTypes: z.record(z.string(), contentRightsSchema).default({}),
  media: z.object({ view: flag, upload: flag, delete: flag }),
  navigation: z.object({ view: flag, edit: flag }),
  workflow: z.object({ view: flag, review: flag }),
})
export type RoleRights = z.infer<typeof roleRightsSchema>

export const permissionMessages = {
  adminFixed: 'Admins always have every permission; their rights cannot be changed',
  unknownType: (id: string) => `Unknown content type ${id}`,
  nothingToChange: 'Nothing to change: send requireReviewBeforePublish or roles',
  /** `who` is "role (editor)" or "API key". */
  mayNot: (who: string, what: string) => `Your ${who} may not ${what}`,
  roleRequired: (role: string, actual: string) => `This needs the ${role} role; you are ${actual}`,
} as const

/** Settings → Permissions (admins, installation-wide). */
export const permissionSettingsSchema = z.object({
  /** Editors may publish only approved items (admins always can). */
  requireReviewBeforePublish: z.boolean(),
  roles: z.object({ editor: roleRightsSchema, viewer: roleRightsSchema }),
})
export type PermissionSettings = z.infer<typeof permissionSettingsSchema>

/** `PUT /api/v1/settings/permissions`: either part, or both. */
export const permissionSettingsInputSchema = z
  .object({
    requireReviewBeforePublish: z.boolean().optional(),
    roles: z
      .object({
        editor: roleRightsSchema.optional(),
        viewer: roleRightsSchema.optional(),
        /** Refused with a clear message rather than ignored: admins cannot be limited. */
        admin: z.unknown().optional(),
      })
      .optional(),
  })
  .refine((input) => input.requireReviewBeforePublish !== undefined || input.roles !== undefined, {
    message: permissionMessages.nothingToChange,
  })
export type PermissionSettingsInput = z.input<typeof permissionSettingsInputSchema>

const all = (on: boolean): ContentRights => ({
  view: true,
  create: on,
  edit: on,
  delete: on,
  publish: on,
})

/** The architecture's roles: editors write content, media, menus and reviews; viewers read. */
export const defaultRoleRights: Record<ConfigurableRole, RoleRights> = {
  editor: {
    content: all(true),
    contentTypes: {},
    media: { view: true, upload: true, delete: true },
    navigation: { view: true, edit: true },
    workflow: { view: true, review: true },
  },
  viewer: {
    content: all(false),
    contentTypes: {},
    media: { view: true, upload: false, delete: false },
    navigation: { view: true, edit: false },
    workflow: { view: true, review: false },
  },
}

export const defaultPermissionSettings: PermissionSettings = {
  requireReviewBeforePublish: false,
  roles: defaultRoleRights,
}

/** Any right to change something implies the right to see it. */
export function withImpliedView(rights: RoleRights): RoleRights {
  const content = (c: ContentRights): ContentRights => ({
    ...c,
    view: c.view || c.create || c.edit || c.delete || c.publish,
  })
  return {
    content: content(rights.content),
    contentTypes: Object.fromEntries(
      Object.entries(rights.contentTypes).map(([id, c]) => [id, content(c)]),
    ),
    media: {
      ...rights.media,
      view: rights.media.view || rights.media.upload || rights.media.delete,
    },
    navigation: { ...rights.navigation, view: rights.navigation.view || rights.navigation.edit },
    workflow: { ...rights.workflow, view: rights.workflow.view || rights.workflow.review },
  }
}

/** `GET /api/v1/me/permissions`: what the signed-in user may do, for the app to hide the rest. */
export const myPermissionsSchema = z.object({
  role: z.enum(['admin', 'editor', 'viewer']),
  content: contentRightsSchema,
  contentTypes: z.record(z.string(), contentRightsSchema),
  media: z.object({ view: z.boolean(), upload: z.boolean(), delete: z.boolean() }),
  navigation: z.object({ view: z.boolean(), edit: z.boolean() }),
  workflow: z.object({ view: z.boolean(), review: z.boolean() }),
})
export type MyPermissions = z.infer<typeof myPermissionsSchema>
