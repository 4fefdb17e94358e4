import { Check } from 'lucide-react'
import { useId } from 'react'

import { cn } from '@/lib/cn'

/** The preset colours (the installation's palette), then any colour from the picker. */
export const stateColorPresets = [
  { name: 'Blue', hex: '#0A84FF' },
  { name: 'Indigo', hex: '#5E5CE6' },
  { name: 'Purple', hex: '#BF5AF2' },
  { name: 'Red', hex: '#FF453A' },
  { name: 'Orange', hex: '#FF9500' },
  { name: 'Green', hex: '#30D158' },
  { name: 'Grey', hex: '#8E8E93' },
] as const

/** The first preset no state uses yet, so a new state stands out; blue when all are taken. */
export function unusedPreset(usedColors: readonly string[]): string {
  const used = new Set(usedColors.map((color) => color.toUpperCase()))
  return (stateColorPresets.find((preset) => !used.has(preset.hex)) ?? stateColorPresets[0]).hex
}

/** A state's colour: preset swatches (radio buttons) plus the browser's colour picker. */
export function StateColorField({
  value,
  error,
  onChange,
}: {
  /** `#RRGGBB`. */
  value: string
  error?: string | undefined
  onChange: (color: string) => void
}) {
  const id = useId()
  const upper = value.toUpperCase()
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">Colour</legend>
      <div className="mt-1.5 flex flex-wrap items-center gap-2">
        {stateColorPresets.map((preset) => {
          const checked = upper === preset.hex
          return (
            <label key={preset.hex} title={preset.name} className="cursor-pointer">
              <input
                type="radio"
                name={`${id}-preset`}
                value={preset.hex}
                checked={checked}
                onChange={() => onChange(preset.hex)}
                className="peer sr-only"
              />
              <span className="sr-only">{preset.name}</span>
              <span
                aria-hidden="true"
                style={{ backgroundColor: preset.hex }}
                className={cn(
                  'grid size-8 place-items-center rounded-full ring-offset-2 ring-offset-card',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-ring',
                  checked && 'ring-2 ring-foreground',
                )}
              >
                {checked && <Check className="size-4 text-white" strokeWidth={3} />}
              </span>
            </label>
          )
        })}
        <label className="ml-1 flex items-center gap-2 text-sm text-muted-foreground">
          <input
            type="color"
            aria-label="Custom colour"
            // The picker speaks lowercase hex; the API stores uppercase.
            value={value.toLowerCase()}
            onChange={(event) => onChange(event.target.value.toUpperCase())}
            className="h-8 w-11 cursor-pointer rounded-md border border-input bg-background p-0.5"
          />
          <span>
            Custom <span className="font-mono text-xs">{upper}</span>
          </span>
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  )
}
