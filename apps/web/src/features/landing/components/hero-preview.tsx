import { FileText, Image, LayoutDashboard, Layers, Sparkles, Workflow } from 'lucide-react'

const sidebar = [
  { label: 'Overview', Icon: LayoutDashboard },
  { label: 'Models', Icon: Layers },
  { label: 'Entries', Icon: FileText, active: true },
  { label: 'Assets', Icon: Image },
  { label: 'Reviews', Icon: Workflow },
]

function Line({ width }: { width: string }) {
  return <div className="h-2.5 rounded-full bg-muted" style={{ width }} />
}

/** A decorative mock of the editor, the AI assistant and an API response. Hidden from AT. */
export function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto mt-16 max-w-5xl select-none sm:mt-20">
      <div className="absolute -inset-x-6 -inset-y-4 -z-10 rounded-[2rem] bg-primary/15 blur-3xl dark:bg-primary/10" />
      <div className="overflow-hidden rounded-2xl border border-border bg-card text-left shadow-2xl shadow-black/10 dark:shadow-black/50">
        <div className="flex items-center gap-3 border-b border-border bg-surface px-4 py-3">
          <div className="flex gap-1.5">
            <span className="size-3 rounded-full bg-[#ff5f57]" />
            <span className="size-3 rounded-full bg-[#febc2e]" />
            <span className="size-3 rounded-full bg-[#28c840]" />
          </div>
          <div className="mx-auto flex h-7 w-full max-w-xs items-center justify-center truncate rounded-md bg-muted px-3 text-xs text-muted-foreground">
            cms.acme.dev/content/blog-post
          </div>
          <div className="hidden w-12 sm:block" />
        </div>

        <div className="grid md:grid-cols-[180px_1fr] lg:grid-cols-[180px_1fr_260px]">
          <div className="hidden border-r border-border bg-surface p-3 md:block">
            <ul className="space-y-1 text-sm">
              {sidebar.map(({ label, Icon, active }) => (
                <li
                  key={label}
                  className={
                    active
                      ? 'flex items-center gap-2.5 rounded-lg bg-primary-soft px-2.5 py-2 font-medium text-primary-text'
                      : 'flex items-center gap-2.5 rounded-lg px-2.5 py-2 text-muted-foreground'
                  }
                >
                  <Icon className="size-4" />
                  {label}
                </li>
              ))}
            </ul>
          </div>

          <div className="min-w-0 p-5 sm:p-8">
            <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
              <span className="rounded-md bg-muted px-2 py-1 text-muted-foreground">Blog post</span>
              <span className="rounded-md bg-success-soft px-2 py-1 text-success">In review</span>
              <span className="ml-auto text-muted-foreground">v3 · saved just now</span>
            </div>
            <p className="mt-5 text-xl font-semibold tracking-tight sm:text-2xl">
              Five ways to plan a spring launch
            </p>
            <div className="mt-5 space-y-2.5">
              <Line width="100%" />
              <Line width="94%" />
              <Line width="78%" />
            </div>
            <div className="mt-6 rounded-xl border border-primary/30 bg-primary-soft p-4">
              <p className="flex items-center gap-2 text-sm font-semibold text-primary-text">
                <Sparkles className="size-4" />
                Writing assistant
              </p>
              <p className="mt-2 text-sm leading-6 text-foreground/80">
                Spring is the season of fresh starts. Here is a five-step plan to take your launch
                from first draft to publish day without the last-minute rush.
              </p>
              <div className="mt-3 flex gap-2 text-xs font-semibold">
                <span className="rounded-md bg-primary-solid px-2.5 py-1.5 text-white">Insert</span>
                <span className="rounded-md border border-border bg-card px-2.5 py-1.5">
                  Rewrite
                </span>
              </div>
            </div>
          </div>

          <div className="hidden min-w-0 border-l border-border bg-surface p-5 lg:block">
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              Delivery API
            </p>
            <pre className="mt-3 overflow-hidden font-mono text-[11px] leading-5 text-muted-foreground">
              <span className="text-success">GET</span> /api/v1/content/{'\n'}
              {'    '}blog-post/items{'\n\n'}
              {'{\n  '}
              <span className="text-primary-text">"data"</span>
              {': [{\n    '}
              <span className="text-primary-text">"title"</span>
              {': "Five ways…",\n    '}
              <span className="text-primary-text">"status"</span>
              {': "published",\n    '}
              <span className="text-primary-text">"locale"</span>
              {': "en",\n    '}
              <span className="text-primary-text">"version"</span>
              {': 3\n  }]\n}'}
            </pre>
          </div>
        </div>
      </div>
    </div>
  )
}
