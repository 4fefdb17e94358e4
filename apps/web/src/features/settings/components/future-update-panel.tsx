import type { LucideIcon } from 'lucide-react'

/** A settings tab whose options arrive later: says so plainly, in the tab's place. */
export function FutureUpdatePanel({ icon: Icon, name }: { icon: LucideIcon; name: string }) {
  return (
    <section
      aria-label={`${name} settings`}
      className="rounded-2xl border border-border bg-card px-6 py-14 text-center shadow-sm"
    >
      <span className="mx-auto grid size-12 place-items-center rounded-xl bg-primary-soft text-primary-text">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{name} settings</h2>
      <p className="mx-auto mt-1.5 max-w-md text-sm text-pretty text-muted-foreground">
        {name} settings will be available in a future update.
      </p>
    </section>
  )
}
