import {
  Code,
  FileText,
  Image,
  Languages,
  Rocket,
  Sparkles,
  Workflow,
  type LucideIcon,
} from 'lucide-react'
import { Link } from 'react-router'

import type { DocsGroup } from '../docs-topics'

import { Highlight } from './highlight'

const icons: Record<string, LucideIcon> = {
  'getting-started': Rocket,
  'content-management': FileText,
  'media-library': Image,
  workflow: Workflow,
  'ai-features': Sparkles,
  localization: Languages,
  'api-reference': Code,
}

/** One topic group: icon, title and its items with one-line descriptions. */
export function DocsGroupCard({ group, search }: { group: DocsGroup; search: string }) {
  const Icon = icons[group.id] ?? FileText
  return (
    <section
      id={group.id}
      aria-labelledby={`${group.id}-title`}
      className="rounded-2xl border border-border bg-card p-6 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary-text">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h2 id={`${group.id}-title`} className="text-lg font-semibold">
          <Highlight text={group.title} search={search} />
        </h2>
      </div>
      <ul className="mt-5 space-y-4">
        {group.items.map((item) => (
          <li key={item.title}>
            <p className="font-medium">
              <Link to={`/docs/${item.page}`} className="text-primary-text hover:underline">
                <Highlight text={item.title} search={search} />
              </Link>
            </p>
            <p className="mt-0.5 text-sm text-pretty text-muted-foreground">
              <Highlight text={item.description} search={search} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
