import { useQuery } from '@tanstack/react-query'

import { referenceOptionsQuery } from '@/lib/api/get-content-items'

/** Picks the item a reference field points to, among items of the field's target type. */
export function ReferenceSelect({
  value,
  onChange,
  targetTypeId,
  excludeId,
  ...select
}: {
  id: string
  className: string
  value: string
  onChange: (value: string) => void
  targetTypeId: string | null
  excludeId?: string | undefined
  'aria-invalid'?: boolean | undefined
  'aria-describedby'?: string | undefined
  'aria-required'?: boolean | undefined
}) {
  const options = useQuery(referenceOptionsQuery(targetTypeId))
  const items = (options.data?.data ?? []).filter((item) => item.id !== excludeId)
  const missing = value !== '' && !options.isPending && !items.some((item) => item.id === value)

  return (
    <select
      {...select}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-busy={options.isPending || undefined}
    >
      <option value="">{options.isPending ? 'Loading items…' : 'None'}</option>
      {missing && <option value={value}>Unavailable item ({value.slice(0, 8)})</option>}
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.title}
        </option>
      ))}
    </select>
  )
}
