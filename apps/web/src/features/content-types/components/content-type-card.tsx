import { fieldTypeLabels } from '@folio/schema'
import type { ContentType } from '@folio/schema'
import { Layers } from 'lucide-react'
import { Link } from 'react-router'

import { ContentTypeActionsMenu } from './content-type-actions-menu'
import type { ContentTypeAction } from './content-type-actions-menu'

import { Badge } from '@/components/ui/badge'
import { plural } from '@/lib/format'

const th = 'px-4 py-2 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase'

/** One content type: name, slug, counts, description and its fields. */
export function ContentTypeCard({
  type,
  canManage,
  onAction,
}: {
  type: ContentType
  canManage: boolean
  onAction: (action: ContentTypeAction, type: ContentType) => void
}) {
  const headingId = `content-type-${type.id}`
  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-2xl border border-border bg-card shadow-sm"
    >
      <div className="flex items-start gap-3 p-5">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary-text">
          <Layers className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-semibold break-words">
            {type.name}
          </h2>
          <p className="mt-0.5 font-mono text-sm break-all text-muted-foreground">{type.slug}</p>
        </div>
        <ContentTypeActionsMenu type={type} canManage={canManage} onAction={onAction} />
      </div>

      <div className="px-5">
        <div className="flex flex-wrap gap-2">
          <Badge tone="primary">{plural(type.fields.length, 'field')}</Badge>
          <Link
            to={`/content?type=${encodeURIComponent(type.id)}`}
            aria-label={`${plural(type.itemCount, 'item')}: open them in Content`}
            className="rounded-full hover:opacity-80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Badge>{plural(type.itemCount, 'item')}</Badge>
          </Link>
        </div>
        <p className="mt-3 text-sm text-pretty break-words text-muted-foreground">
          {type.description || <span className="italic">No description</span>}
        </p>
      </div>

      <div className="mt-4 flex-1 border-t border-border">
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">Fields of {type.name}</caption>
          <thead className="bg-surface">
            <tr>
              <th scope="col" className={th}>
                Name
              </th>
              <th scope="col" className={`${th} w-28 sm:w-32`}>
                Type
              </th>
              <th scope="col" className={`${th} w-24`}>
                Required
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {type.fields.map((field) => (
              <tr key={field.id}>
                <td className="px-4 py-2 font-medium break-words">
                  {field.name}
                  {field.description && (
                    <span className="block text-xs font-normal text-muted-foreground">
                      {field.description}
                    </span>
                  )}
                </td>
                <td className="px-4 py-2 text-muted-foreground">{fieldTypeLabels[field.type]}</td>
                <td className="px-4 py-2">
                  {field.required ? (
                    <span className="font-medium text-foreground">Yes</span>
                  ) : (
                    <span className="text-muted-foreground">No</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  )
}
