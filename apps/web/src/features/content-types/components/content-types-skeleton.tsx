const bar = 'rounded-md bg-muted'

/** Placeholder cards while the first list loads. */
export function ContentTypesSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
      <p role="status" className="sr-only">
        Loading content types...
      </p>
      {[0, 1].map((card) => (
        <div
          key={card}
          aria-hidden="true"
          className="animate-pulse rounded-2xl border border-border bg-card p-5 shadow-sm"
        >
          <div className="flex items-center gap-3">
            <div className={`size-10 ${bar} rounded-xl`} />
            <div className="flex-1 space-y-2">
              <div className={`h-4 w-1/3 ${bar}`} />
              <div className={`h-3 w-1/4 ${bar}`} />
            </div>
          </div>
          <div className={`mt-5 h-3 w-2/3 ${bar}`} />
          <div className="mt-5 space-y-3">
            {[0, 1, 2].map((row) => (
              <div key={row} className={`h-3 ${bar}`} />
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}
