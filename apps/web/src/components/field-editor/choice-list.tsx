import { ArrowDown, ArrowUp } from 'lucide-react'

import { iconButton } from './select-options-editor'

import { Checkbox } from '@/components/ui/checkbox'

/**
 * Checkboxes for a set of ids; `ordered` also lists the chosen ones with move buttons, for
 * lists whose order means something (the blocks palette).
 */
export function ChoiceList({
  id,
  legend,
  hint,
  choices,
  chosen,
  error,
  ordered = false,
  onChange,
}: {
  id: string
  legend: string
  hint: string
  choices: { id: string; name: string }[]
  chosen: string[]
  error?: string | undefined
  ordered?: boolean
  onChange: (chosen: string[]) => void
}) {
  const nameOf = (choiceId: string) =>
    choices.find((choice) => choice.id === choiceId)?.name ?? 'Missing'
  const move = (index: number, offset: -1 | 1) => {
    const next = [...chosen]
    const [moved] = next.splice(index, 1)
    if (moved === undefined) return
    next.splice(index + offset, 0, moved)
    onChange(next)
  }
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={`${id}-${error ? 'error' : 'hint'}`}
      className="min-w-0 rounded-lg border border-border p-3 sm:col-span-2"
    >
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {choices.map((choice) => (
          <Checkbox
            key={choice.id}
            id={`${id}-${choice.id}`}
            label={choice.name}
            checked={chosen.includes(choice.id)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...chosen, choice.id]
                  : chosen.filter((chosenId) => chosenId !== choice.id),
              )
            }
          />
        ))}
      </div>
      {ordered && chosen.length > 1 && (
        <ol aria-label={`${legend}, in order`} className="mt-3 space-y-1">
          {chosen.map((chosenId, index) => (
            <li key={chosenId} className="flex items-center gap-1 text-sm">
              <span className="w-6 text-right text-muted-foreground">{index + 1}.</span>
              <span className="min-w-0 flex-1 truncate">{nameOf(chosenId)}</span>
              <button
                type="button"
                className={iconButton}
                aria-label={`Move ${nameOf(chosenId)} up`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUp className="size-4" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={`Move ${nameOf(chosenId)} down`}
                disabled={index === chosen.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDown className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ol>
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-2 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </fieldset>
  )
}
