import { cn } from '@/lib/cn'

const show = (value: unknown) =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value, null, 2)

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
}

/** Before and after side by side, key by key, the changed keys highlighted. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const old = asRecord(before)
  const now = asRecord(after)
  const keys =
    old || now ? [...new Set([...Object.keys(old ?? {}), ...Object.keys(now ?? {})])] : ['value']
  const read = (record: Record<string, unknown> | null, whole: unknown, key: string) =>
    record ? record[key] : key === 'value' ? whole : undefined

  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-xs">
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-1.5 pr-3 font-semibold">
              Setting
            </th>
            <th scope="col" className="py-1.5 pr-3 font-semibold">
              Before
            </th>
            <th scope="col" className="py-1.5 font-semibold">
              After
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {keys.map((key) => {
            const a = read(old, before, key)
            const b = read(now, after, key)
            const changed = JSON.stringify(a) !== JSON.stringify(b)
            return (
              <tr key={key} className={cn(changed && 'bg-warning-soft/60')}>
                <th scope="row" className="py-1.5 pr-3 align-top font-medium">
                  {key}
                  {changed && <span className="sr-only"> (changed)</span>}
                </th>
                <td className="py-1.5 pr-3 align-top">
                  <pre className="font-mono break-all whitespace-pre-wrap">{show(a)}</pre>
                </td>
                <td className="py-1.5 align-top">
                  <pre className="font-mono break-all whitespace-pre-wrap">{show(b)}</pre>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
