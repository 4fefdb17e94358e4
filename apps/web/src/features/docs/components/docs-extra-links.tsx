import { ArrowUpRight, CircleHelp, LifeBuoy, MessagesSquare, ScrollText, Video } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '@/components/ui/button'
import { site } from '@/config/site'

const resources = [
  {
    title: 'Video tutorials',
    text: 'Short walkthroughs of modelling, writing and publishing.',
    href: site.links.videos,
    Icon: Video,
  },
  {
    title: 'Community forum',
    text: 'Ask questions and share what you have built.',
    href: site.links.forum,
    Icon: MessagesSquare,
  },
  {
    title: 'Changelog',
    text: 'What is new in every Folio release.',
    href: site.links.changelog,
    Icon: ScrollText,
  },
]

/** Outside resources plus the support and FAQ links. */
export function DocsExtraLinks() {
  return (
    <div className="mt-20 space-y-6">
      <h2 className="text-xl font-semibold">More ways to learn</h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {resources.map(({ title, text, href, Icon }) => (
          <li key={title}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="group flex h-full items-start gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm transition-colors hover:border-primary/50"
            >
              <Icon className="mt-0.5 size-5 shrink-0 text-primary-text" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1 font-semibold">
                  {title}
                  <ArrowUpRight
                    className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                    aria-hidden="true"
                  />
                  <span className="sr-only">(opens in a new tab)</span>
                </span>
                <span className="mt-1 block text-sm text-muted-foreground">{text}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>

      <div className="flex flex-col gap-6 rounded-2xl border border-border bg-surface p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex items-start gap-4">
          <LifeBuoy className="mt-0.5 size-6 shrink-0 text-primary-text" aria-hidden="true" />
          <div>
            <p className="font-semibold">Can&apos;t find what you need?</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Our team answers every message, usually within one working day.
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:shrink-0">
          <Link to="/pricing#faq" className={buttonClass({ variant: 'secondary' })}>
            <CircleHelp className="size-4" aria-hidden="true" />
            View FAQs
          </Link>
          <Link to="/contact" className={buttonClass()}>
            Contact Support
          </Link>
        </div>
      </div>
    </div>
  )
}
