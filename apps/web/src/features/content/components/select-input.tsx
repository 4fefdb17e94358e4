import type { ContentTypeField } from '@folio/schema'

import { cn } from '@/lib/cn'

/**
 * A select field: one choice from a native select, or several as checkboxes. A stored value
 * that is no longer an option stays visible (and selected) until someone changes it.
 */
export function SelectInput({
  id,
  field,
  value,
  onChange,
  labelId,
  className,
  ...aria
}: {
  id: string
  field: ContentTypeField
  value: string | readonly string[]
  onChange: (value: string | string[]) => void
  labelId: string
  className: string
  'aria-invalid'?: boolean | undefined
  'aria-describedby'?: string | undefined
  'aria-required'?: boolean | undefined
  'data-field-path'?: string
}) {
  const options = field.options ?? []
  const labelOf = (optionValue: string) =>
    options.find((option) => option.value === optionValue)?.label || optionValue

  if (!field.multiple) {
    const current = typeof value === 'string' ? value : (value[0] ?? '')
    const unknown = current !== '' && !options.some((option) => option.value === current)
    return (
      <select
        id={id}
        {...aria}
        className={className}
        value={current}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">None</option>
        {unknown && <option value={current}>{current} (no longer an option)</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {labelOf(option.value)}
          </option>
        ))}
      </select>
    )
  }

  const chosen = typeof value === 'string' ? (value ? [value] : []) : value
  const unknown = chosen.filter((entry) => !options.some((option) => option.value === entry))
  // Kept in the options' order, whatever order they were ticked in.
  const toggle = (optionValue: string, on: boolean) =>
    onChange(
      on
        ? [...options.map((option) => option.value), ...unknown].filter(
            (entry) => entry === optionValue || chosen.includes(entry),
          )
        : chosen.filter((entry) => entry !== optionValue),
    )
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={aria['aria-describedby']}
      className={cn(
        'flex flex-wrap gap-2',
        aria['aria-invalid'] && 'rounded-lg ring-1 ring-danger',
      )}
    >
      {[...options.map((option) => option.value), ...unknown].map((optionValue, index) => {
        const checked = chosen.includes(optionValue)
        return (
          <label
            key={optionValue}
            className={cn(
              'inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm select-none',
              checked
                ? 'border-primary bg-primary-soft text-primary-text'
                : 'border-input bg-card text-foreground hover:bg-muted',
            )}
          >
            <input
              type="checkbox"
              {...(index === 0 ? { id, 'data-field-path': aria['data-field-path'] } : {})}
              className="size-4 accent-[var(--primary-solid)]"
              checked={checked}
              onChange={(event) => toggle(optionValue, event.target.checked)}
            />
            {labelOf(optionValue)}
            {unknown.includes(optionValue) && (
              <span className="text-xs text-muted-foreground">(no longer an option)</span>
            )}
          </label>
        )
      })}
    </div>
  )
}
