export interface FaqItem {
  question: string
  answer: string
}

/** Questions and answers, always visible, in a two-column grid on wide screens. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.question} className="rounded-2xl border border-border bg-card p-6">
          <dt className="font-semibold">{item.question}</dt>
          <dd className="mt-2 text-pretty text-muted-foreground">{item.answer}</dd>
        </div>
      ))}
    </dl>
  )
}
