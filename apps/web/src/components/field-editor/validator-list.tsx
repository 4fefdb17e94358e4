import type { PluginValidator } from '@folio/schema'

export const UNAVAILABLE_VALIDATOR_NOTE = 'Not available: its plugin is not running. Saves skip it.'

interface Row {
  id: string
  label: string
  description: string
  /** Named by the field but offered by no running plugin. */
  unavailable: boolean
}

function rowsOf(available: readonly PluginValidator[] | undefined, chosen: readonly string[]) {
  const offered: Row[] = (available ?? []).map((validator) => ({
    id: validator.id,
    label: validator.label,
    description: validator.description,
    unavailable: false,
  }))
  const orphans: Row[] = chosen
    .filter((id) => !offered.some((row) => row.id === id))
    // Until the list is read nothing is known to be missing, so no row is marked as such.
    .map((id) => ({ id, label: id, description: '', unavailable: available !== undefined }))
  return [...offered, ...orphans]
}

/**
 * The plugin validators a field runs on save: those running plugins offer, plus any the field
 * already names whose plugin is stopped, still checked so a save keeps them. Nothing at all when
 * there is nothing to choose and nothing chosen.
 */
export function ValidatorList({
  id,
  available,
  chosen,
  error,
  onChange,
}: {
  id: string
  /** The validators of running plugins; undefined while they load or when they cannot be read. */
  available: readonly PluginValidator[] | undefined
  chosen: string[]
  error?: string | undefined
  onChange: (chosen: string[]) => void
}) {
  const rows = rowsOf(available, chosen)
  if (rows.length === 0 && !error) return null

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={`${id}-${error ? 'error' : 'hint'}`}
      className="min-w-0 rounded-lg border border-border p-3 sm:col-span-2"
    >
      <legend className="px-1 text-sm font-medium">Validators</legend>
      <ul className="space-y-3">
        {rows.map((row, index) => {
          // Validator ids hold slashes and `@`: the index keeps the element ids plain.
          const inputId = `${id}-${index}`
          const hasLabel = row.label !== row.id
          return (
            <li key={row.id} className="flex items-start gap-2">
              <input
                id={inputId}
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 rounded border-input accent-[var(--primary-solid)]"
                aria-describedby={`${inputId}-details`}
                checked={chosen.includes(row.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...chosen, row.id]
                      : chosen.filter((chosenId) => chosenId !== row.id),
                  )
                }
              />
              <div className="min-w-0 flex-1">
                <label
                  htmlFor={inputId}
                  className={hasLabel ? 'text-sm select-none' : 'font-mono text-sm break-words'}
                >
                  {row.label}
                </label>
                <div id={`${inputId}-details`} className="text-sm text-muted-foreground">
                  {row.description && <p>{row.description}</p>}
                  {hasLabel && <p className="font-mono text-xs break-words">{row.id}</p>}
                  {row.unavailable && (
                    <p className="font-medium text-warning">{UNAVAILABLE_VALIDATOR_NOTE}</p>
                  )}
                </div>
              </div>
            </li>
          )
        })}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-2 text-sm text-muted-foreground">
          Plugin checks run on every save, after Folio&apos;s own rules.
        </p>
      )}
    </fieldset>
  )
}
