import { z } from 'zod'

/**
 * What a plugin may be granted. Nothing is granted by default: an admin grants each one in
 * Settings → Plugins, and the plugin's context refuses what was not granted.
 */
export const pluginPermissions = [
  'content:read',
  'content:write',
  'media:read',
  'http:outbound',
  'routes',
  'jobs',
] as const
export type PluginPermission = (typeof pluginPermissions)[number]

export const pluginPermissionLabels: Record<PluginPermission, string> = {
  'content:read': 'Read content items and types',
  'content:write': 'Create and change content items',
  'media:read': 'Read the media library',
  'http:outbound': 'Send requests to other servers',
  routes: 'Serve API routes under /api/v1/plugins/<name>',
  jobs: 'Run scheduled jobs',
}

/** What changes go through the content lifecycle (see docs/plugins.md). */
export const lifecycleTargets = ['item', 'translation', 'media', 'contentType'] as const
export type LifecycleTarget = (typeof lifecycleTargets)[number]

/**
 * The stages of one change, in order:
 * - `beforeValidate`: may change the input; what it returns is validated like the user's input
 *   (items and translations only);
 * - `beforeChange`: the validated change, inside the transaction; may refuse it;
 * - `afterChange`: the change is written, still inside the transaction; a refusal undoes it;
 * - `afterCommit`: the change is committed; for side effects, whose failure never undoes it.
 */
export const lifecycleStages = [
  'beforeValidate',
  'beforeChange',
  'afterChange',
  'afterCommit',
] as const
export type LifecycleStage = (typeof lifecycleStages)[number]

export type LifecycleHookName = `${LifecycleTarget}.${LifecycleStage}`
export const lifecycleHookNames: readonly LifecycleHookName[] = lifecycleTargets.flatMap((target) =>
  lifecycleStages.map((stage) => `${target}.${stage}` as const),
)

/** What happened to the subject of a change. */
export const lifecycleOperations = [
  'create',
  'update',
  'restore',
  'delete',
  'publish',
  'unpublish',
] as const
export type LifecycleOperation = (typeof lifecycleOperations)[number]

/** A plugin name: an npm-style name (a scope allowed), which is also its URL segment. */
export const PLUGIN_NAME_PATTERN = /^(?:@[a-z0-9-]+\/)?[a-z0-9][a-z0-9._-]*$/

export const pluginMessages = {
  nameRequired: 'Plugin name is required',
  nameInvalid: 'Plugin name must be lowercase letters, digits, dots, hyphens or underscores',
  versionRequired: 'Plugin version is required',
  versionInvalid: 'Plugin version must be a semantic version such as 1.2.0',
  descriptionRequired: 'Plugin description is required',
  authorRequired: 'Plugin author is required',
  homepageInvalid: 'Homepage must be a valid URL',
  repositoryInvalid: 'Repository must be a valid URL',
  dependencyInvalid: 'Dependencies must map plugin names to version ranges',
  hookUnknown: (name: string) => `Unknown hook: ${name}`,
  permissionUnknown: (name: string) => `Unknown permission: ${name}`,
  missingDependency: (name: string, version: string) => `Missing dependency: ${name}@${version}`,
  alreadyRegistered: (name: string) => `Plugin ${name} is already registered`,
  handlerMissing: (hook: string) =>
    `The plugin lists the hook ${hook} but exports no handler for it`,
  dependedOn: (name: string, by: string) => `Plugin ${name} is needed by ${by}`,
  notFound: 'Plugin not found',
  notGranted: (plugin: string, permission: string) =>
    `The plugin ${plugin} has not been granted ${permission}`,
  notDeclared: (permission: string) =>
    `A plugin can be granted only the permissions it declares; this one does not declare ${permission}`,
  timedOut: (ms: number) => `Timed out after ${ms} ms`,
  refused: 'A plugin refused this change',
} as const

const trimmed = (message: string) => z.string({ error: message }).trim().min(1, { error: message })

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/

function optionalUrl(message: string) {
  return z.url({ protocol: /^https?$/, error: message }).optional()
}

/**
 * A plugin's configuration (spec §3): name, version, description and author are required;
 * homepage and repository are optional URLs; dependencies map plugin names to version ranges;
 * hooks and permissions list what it uses and asks for.
 */
export const pluginConfigSchema = z.object({
  name: trimmed(pluginMessages.nameRequired).regex(PLUGIN_NAME_PATTERN, {
    error: pluginMessages.nameInvalid,
  }),
  version: trimmed(pluginMessages.versionRequired).regex(SEMVER, {
    error: pluginMessages.versionInvalid,
  }),
  description: trimmed(pluginMessages.descriptionRequired),
  author: trimmed(pluginMessages.authorRequired),
  homepage: optionalUrl(pluginMessages.homepageInvalid),
  repository: optionalUrl(pluginMessages.repositoryInvalid),
  dependencies: z
    .record(z.string().regex(PLUGIN_NAME_PATTERN), z.string().trim().min(1), {
      error: pluginMessages.dependencyInvalid,
    })
    .optional(),
  hooks: z
    .array(
      z.string().refine((name) => (lifecycleHookNames as readonly string[]).includes(name), {
        error: (issue) => pluginMessages.hookUnknown(String(issue.input)),
      }),
    )
    .optional(),
  permissions: z
    .array(
      z.string().refine((name) => (pluginPermissions as readonly string[]).includes(name), {
        error: (issue) => pluginMessages.permissionUnknown(String(issue.input)),
      }),
    )
    .optional(),
})
export type PluginConfig = z.infer<typeof pluginConfigSchema>

export const pluginStates = ['running', 'failed', 'disabled'] as const
export type PluginState = (typeof pluginStates)[number]

/** One plugin as Settings → Plugins shows it. */
export const pluginSummarySchema = z.object({
  name: z.string(),
  version: z.string(),
  description: z.string(),
  author: z.string(),
  homepage: z.string().nullable(),
  repository: z.string().nullable(),
  source: z.string(),
  state: z.enum(pluginStates),
  error: z.string().nullable(),
  dependencies: z.record(z.string(), z.string()),
  hooks: z.array(z.string()),
  routes: z.array(z.string()),
  jobs: z.array(z.string()),
  /** Field validators it adds, as fields name them (`plugin/validator`). */
  validators: z.array(z.string()),
  requestedPermissions: z.array(z.enum(pluginPermissions)),
  grantedPermissions: z.array(z.enum(pluginPermissions)),
  /** Handler failures (throws and time-outs, not deliberate refusals) in the last 24 hours. */
  errorsLast24h: z.number().int(),
  lastError: z.object({ hook: z.string(), message: z.string(), at: z.string() }).nullable(),
  settingsSchema: z.record(z.string(), z.unknown()).nullable(),
  settings: z.record(z.string(), z.unknown()),
})
export type PluginSummary = z.infer<typeof pluginSummarySchema>

export const pluginListSchema = z.object({ plugins: z.array(pluginSummarySchema) })
export type PluginList = z.infer<typeof pluginListSchema>

/** A field validator a running plugin offers, for the field settings of the type editor. */
export const pluginValidatorSchema = z.object({
  id: z.string(),
  plugin: z.string(),
  label: z.string(),
  description: z.string(),
})
export type PluginValidator = z.infer<typeof pluginValidatorSchema>
export const pluginValidatorListSchema = z.object({ data: z.array(pluginValidatorSchema) })

/** PATCH /api/v1/plugins/{name}: enable or disable, grant or revoke, save its settings. */
export const pluginUpdateSchema = z
  .object({
    enabled: z.boolean().optional(),
    grantedPermissions: z.array(z.enum(pluginPermissions)).optional(),
    settings: z.record(z.string(), z.unknown()).optional(),
  })
  .strict()
export type PluginUpdate = z.infer<typeof pluginUpdateSchema>
