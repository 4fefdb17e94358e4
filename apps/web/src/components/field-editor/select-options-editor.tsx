import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'

import { newOptionDraft } from '@/lib/field-draft'
import type { OptionDraft } from '@/lib/field-draft'

import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/form-field'
import { cn } from '@/lib/cn'

export const iconButton =
  'grid size-8 shrink-0 place-items-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-40'

/**
 * A select field's choices: the value the API stores and the label editors see, in the order
 * the input lists them. `error` is the list's own problem (none, duplicates); `errorAt(i)` one
 * option's.
 */
export function SelectOptionsEditor({
  id,
  options,
  error,
  errorAt,
  onChange,
}: {
  id: string
  options: OptionDraft[]
  error?: string | undefined
  errorAt: (index: number) => string | undefined
  onChange: (options: OptionDraft[]) => void
}) {
  const update = (index: number, patch: Partial<OptionDraft>) =>
    onChange(options.map((option, at) => (at === index ? { ...option, ...patch } : option)))
  const move = (index: number, offset: -1 | 1) => {
    const next = [...options]
    const [moved] = next.splice(index, 1)
    if (!moved) return
    next.splice(index + offset, 0, moved)
    onChange(next)
  }
  const add = () => {
    const option = newOptionDraft()
    onChange([...options, option])
    requestAnimationFrame(() => document.getElementById(`${id}-${option.key}-value`)?.focus())
  }

  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      className="min-w-0 rounded-lg border border-border p-3"
    >
      <legend className="px-1 text-sm font-medium">Options</legend>
      {options.length === 0 ? (
        <p className="text-sm text-muted-foreground">No options yet.</p>
      ) : (
        <ol className="space-y-2">
          {options.map((option, index) => {
            const label = option.value.trim() || String(index + 1)
            const optionError = errorAt(index)
            const input = (part: 'value' | 'label') =>
              cn(
                controlClass,
                'min-w-0 py-2',
                part === 'value' && optionError ? 'border-danger' : 'border-input',
                part === 'value' && 'font-mono',
              )
            return (
              <li
                key={option.key}
                className="rounded-lg border border-border p-2 sm:border-0 sm:p-0"
              >
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                  <input
                    id={`${id}-${option.key}-value`}
                    aria-label={`Option ${index + 1} value`}
                    aria-invalid={optionError ? true : undefined}
                    placeholder="value"
                    autoComplete="off"
                    spellCheck={false}
                    value={option.value}
                    onChange={(event) => update(index, { value: event.target.value })}
                    className={cn(input('value'), 'sm:flex-1 sm:basis-0')}
                  />
                  <input
                    aria-label={`Option ${index + 1} label`}
                    placeholder="Label (optional)"
                    autoComplete="off"
                    value={option.label}
                    onChange={(event) => update(index, { label: event.target.value })}
                    className={cn(input('label'), 'sm:flex-1 sm:basis-0')}
                  />
                  <div className="flex shrink-0 justify-end">
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={`Move option ${label} up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp className="size-4" aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={`Move option ${label} down`}
                      disabled={index === options.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown className="size-4" aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className={cn(iconButton, 'hover:bg-danger-soft hover:text-danger')}
                      aria-label={`Remove option ${label}`}
                      onClick={() => onChange(options.filter((_, at) => at !== index))}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </button>
                  </div>
                </div>
                {optionError && (
                  <p className="mt-1 text-sm font-medium text-danger">{optionError}</p>
                )}
              </li>
            )
          })}
        </ol>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <Button id={id} variant="secondary" size="sm" className="mt-3" onClick={add}>
        <Plus className="size-4" aria-hidden="true" />
        Add option
      </Button>
    </fieldset>
  )
}
