import type { AiUsageReport } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { ChartNoAxesColumn } from 'lucide-react'

import { AI_USAGE_DAYS, aiUsageQuery } from '../../api/usage'

import { UsageBarChart } from './usage-bar-chart'

import { QuerySectionCard } from '@/components/ui/query-section-card'
import { EmptyState } from '@/components/ui/states'
import { formatNumber, formatShortDay, plural } from '@/lib/format'

function Totals({ totals }: { totals: AiUsageReport['totals'] }) {
  const facts = [
    ['Requests', totals.requests],
    ['Input tokens', totals.inputTokens],
    ['Output tokens', totals.outputTokens],
    ['Total tokens', totals.inputTokens + totals.outputTokens],
  ] as const
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {facts.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-surface p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="mt-0.5 text-lg font-semibold tabular-nums">{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  )
}

function ByUser({ rows }: { rows: AiUsageReport['byUser'] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Usage per person</caption>
        <thead className="bg-surface text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Person
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Requests
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Input tokens
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Output tokens
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row, index) => (
            <tr key={row.userId ?? `former-${index}`}>
              <th scope="row" className="px-3 py-2 font-medium">
                {row.name}
                {row.email && (
                  <span className="block text-xs font-normal text-muted-foreground">
                    {row.email}
                  </span>
                )}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.requests)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.inputTokens)}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatNumber(row.outputTokens)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The report: totals, tokens per day and usage per person; an empty state before any use. */
export function AiUsageReportView({ report }: { report: AiUsageReport }) {
  if (report.totals.requests === 0) {
    return (
      <EmptyState icon={ChartNoAxesColumn} title="No AI usage yet" className="py-8">
        When people use the assistant, requests and tokens of the last {report.days} days show here.
      </EmptyState>
    )
  }
  const days = report.byDay.map((day) => ({
    label: formatShortDay(day.date),
    value: day.inputTokens + day.outputTokens,
    detail: plural(day.requests, 'request'),
  }))
  return (
    <div className="space-y-6">
      <Totals totals={report.totals} />
      <UsageBarChart title="Tokens per day" unit="tokens" data={days} />
      {report.byUser.length > 0 && <ByUser rows={report.byUser} />}
    </div>
  )
}

/** Settings → AI → Usage over the last 30 days. */
export function AiUsageCard() {
  return (
    <QuerySectionCard
      query={useQuery(aiUsageQuery())}
      id="ai-usage"
      title="Usage"
      description={`Requests and tokens of the last ${AI_USAGE_DAYS} days, in chat and the editor.`}
      loadingLabel="Loading usage..."
      errorTitle="Could not load AI usage"
    >
      {(report) => <AiUsageReportView report={report} />}
    </QuerySectionCard>
  )
}
