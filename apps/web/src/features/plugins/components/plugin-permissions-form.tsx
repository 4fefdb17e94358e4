import { pluginPermissionLabels, pluginPermissions } from '@folio/schema'
import type { PluginPermission, PluginSummary } from '@folio/schema'
import { useId, useState } from 'react'

import { useUpdatePlugin } from '../api/plugins'

import { SaveButton } from '@/components/ui/save-button'
import { errorMessage } from '@/lib/api-client'
import { useUnsavedChanges } from '@/lib/unsaved-changes'
import { notify } from '@/stores/notifications'

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((entry) => b.includes(entry))

/**
 * What the plugin asks for, one checkbox each; only what is ticked and saved is granted. The
 * grants go in the schema's order so the request does not depend on the order of the clicks.
 */
export function PluginPermissionsForm({ plugin }: { plugin: PluginSummary }) {
  const save = useUpdatePlugin()
  const prefix = useId()
  const saved = plugin.grantedPermissions
  const [ticked, setTicked] = useState<readonly PluginPermission[]>(saved)
  const dirty = !sameSet(ticked, saved)
  useUnsavedChanges(dirty)

  // A save (or another tab's) changes what is granted: the boxes follow what the server holds.
  const savedKey = [...saved].sort().join(' ')
  const [shownKey, setShownKey] = useState(savedKey)
  if (shownKey !== savedKey) {
    setShownKey(savedKey)
    setTicked(saved)
  }

  if (plugin.requestedPermissions.length === 0) {
    return <p className="text-sm text-muted-foreground">This plugin needs no permissions.</p>
  }

  const noteId = `${prefix}-note`
  return (
    <form
      noValidate
      aria-label={`Permissions of ${plugin.name}`}
      aria-describedby={noteId}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault()
        const grantedPermissions = pluginPermissions.filter(
          (permission) =>
            ticked.includes(permission) && plugin.requestedPermissions.includes(permission),
        )
        save.mutate(
          { name: plugin.name, update: { grantedPermissions } },
          {
            onSuccess: () => notify.success(`Permissions of ${plugin.name} saved`),
            onError: (caught) =>
              notify.error(errorMessage(caught, 'The permissions could not be saved.')),
          },
        )
      }}
    >
      <p id={noteId} className="text-sm text-muted-foreground">
        Nothing is granted by default. A plugin only gets what you tick here.
      </p>
      <ul className="space-y-2">
        {plugin.requestedPermissions.map((permission) => {
          const id = `${prefix}-${permission}`
          return (
            <li key={permission} className="flex items-start gap-2.5">
              <input
                id={id}
                type="checkbox"
                checked={ticked.includes(permission)}
                onChange={(event) =>
                  setTicked((current) =>
                    event.target.checked
                      ? [...current, permission]
                      : current.filter((entry) => entry !== permission),
                  )
                }
                className="mt-0.5 size-4 shrink-0 rounded border-input accent-[var(--primary-solid)]"
              />
              <label htmlFor={id} className="min-w-0 text-sm select-none">
                {pluginPermissionLabels[permission]}{' '}
                <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs whitespace-nowrap text-muted-foreground">
                  {permission}
                </code>
              </label>
            </li>
          )
        })}
      </ul>
      <div className="flex justify-end">
        <SaveButton pending={save.isPending} disabled={!dirty}>
          Save permissions
        </SaveButton>
      </div>
    </form>
  )
}
