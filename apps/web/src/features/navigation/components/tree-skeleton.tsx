import { INDENT_PX } from '../use-tree-drag'

const depths = [0, 1, 1, 0, 1, 2, 0]

/** Rows shaped like a tree while the menu loads. */
export function TreeSkeleton() {
  return (
    <div role="status" aria-label="Loading menu items" className="space-y-1 p-3 sm:p-4">
      {depths.map((depth, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="flex items-center gap-3 py-2"
          style={{ paddingLeft: depth * INDENT_PX + 8 }}
        >
          <div className="size-4 animate-pulse rounded bg-muted" />
          <div className="space-y-1.5">
            <div
              className="h-3.5 animate-pulse rounded bg-muted"
              style={{ width: `${8 + ((index * 3) % 5)}rem` }}
            />
            <div className="h-3 w-24 animate-pulse rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  )
}
