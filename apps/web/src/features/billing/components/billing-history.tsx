import { formatCents } from '@folio/schema'
import type { BillingHistoryEntry } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { ExternalLink, Receipt } from 'lucide-react'

import { billingHistoryQuery } from '../api/billing-api'
import { formatBillingDate, paymentBadges } from '../subscription-display'

import { Badge } from '@/components/ui/badge'
import { LoadingState } from '@/components/ui/loading'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { TableBody, TableHead, TableHeader } from '@/components/ui/table'
import { errorMessage } from '@/lib/api-client'

function HistoryTable({ entries }: { entries: BillingHistoryEntry[] }) {
  return (
    <table className="w-full text-sm">
      <TableHead>
        <TableHeader>Date</TableHeader>
        <TableHeader className="hidden sm:table-cell">Description</TableHeader>
        <TableHeader className="text-right">Amount</TableHeader>
        <TableHeader>Status</TableHeader>
        <TableHeader>
          <span className="sr-only">Receipt</span>
        </TableHeader>
      </TableHead>
      <TableBody>
        {entries.map((entry) => {
          const badge = paymentBadges[entry.status]
          return (
            <tr key={entry.id}>
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={entry.date}>{formatBillingDate(entry.date)}</time>
                <p className="mt-0.5 text-xs text-muted-foreground sm:hidden">
                  {entry.description}
                </p>
              </td>
              <td className="hidden px-4 py-3 sm:table-cell">{entry.description}</td>
              <td className="px-4 py-3 text-right font-medium whitespace-nowrap tabular-nums">
                {formatCents(entry.amountCents)}
                {entry.currency.toLowerCase() !== 'usd' && (
                  <span className="ml-1 text-xs text-muted-foreground uppercase">
                    {entry.currency}
                  </span>
                )}
              </td>
              <td className="px-4 py-3">
                <Badge tone={badge.tone}>{badge.label}</Badge>
              </td>
              <td className="px-4 py-3 text-right">
                {entry.receiptUrl ? (
                  <a
                    href={entry.receiptUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-primary-text hover:underline"
                  >
                    Receipt
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                    <span className="sr-only">
                      {' '}
                      for {formatBillingDate(entry.date)} (opens in a new tab)
                    </span>
                  </a>
                ) : (
                  <span className="text-muted-foreground">—</span>
                )}
              </td>
            </tr>
          )
        })}
      </TableBody>
    </table>
  )
}

/** Settings → Subscription: the payments Stripe reported, newest first. */
export function BillingHistory() {
  const history = useQuery(billingHistoryQuery())

  let body
  if (history.isPending) body = <LoadingState label="Loading billing history..." className="py-8" />
  else if (history.isError)
    body = (
      <ErrorState
        title="Could not load billing history"
        message={errorMessage(history.error)}
        onRetry={() => void history.refetch()}
        className="py-8"
      />
    )
  else if (history.data.length === 0)
    body = (
      <EmptyState icon={Receipt} title="No payments yet" className="py-8">
        Payments for Premium appear here, each with a receipt from Stripe.
      </EmptyState>
    )
  else
    body = (
      <div className="overflow-x-auto">
        <HistoryTable entries={history.data} />
      </div>
    )

  return (
    <section
      aria-labelledby="billing-history-title"
      className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
    >
      <div className="border-b border-border px-5 py-4 sm:px-6">
        <h2 id="billing-history-title" className="font-semibold">
          Billing history
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Every payment for this installation, with its receipt.
        </p>
      </div>
      {body}
    </section>
  )
}
