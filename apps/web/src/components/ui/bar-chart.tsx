import {
  Bar,
  BarChart as RechartsBarChart,
  CartesianGrid,
  Cell,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts'

import { useLayoutEffect, useRef, useState } from 'react'

import type { BarChartProps, BarChartRow } from './chart'

import { formatNumber } from '@/lib/format'

/** Drawn at this width where the container has no size to measure. */
const FALLBACK_WIDTH = 600

/** A sparkline's size is fixed: it sits in a line of text. */
const SPARKLINE_WIDTH = 84

const tick = { fill: 'var(--muted-foreground)', fontSize: 12 }

/**
 * The width of the box the chart fills, measured before the first paint and on every resize.
 * Where nothing has a size (tests) the chart keeps `FALLBACK_WIDTH`.
 */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const node = ref.current
    if (!node) return
    const measure = () => setWidth(Math.round(node.getBoundingClientRect().width))
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(node)
    return () => observer.disconnect()
  }, [])
  return [ref, width > 0 ? width : FALLBACK_WIDTH] as const
}

/** Animations only for those who have not asked the system for less motion. */
function animate(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: no-preference)').matches === true
  )
}

/** The figure of one series in one row, as the tooltip and the table show it. */
function figure(
  row: BarChartRow,
  index: number,
  single: boolean,
  { unit, format }: Pick<BarChartProps, 'unit' | 'format'>,
): string {
  const value = row.values[index] ?? 0
  if (!single) return formatNumber(value)
  const words = format ? format(value) : `${formatNumber(value)} ${unit}`
  return `${words}${row.note ? ` (${row.note})` : ''}`
}

/**
 * The tooltip, in the app's colours for light and dark mode. It is a status region, so the
 * figures of the bar reached with the arrow keys are read out as the tooltip moves.
 */
function ChartTooltip({
  active,
  payload,
  series,
  unit,
  format,
  figures,
}: Pick<TooltipContentProps<number, string>, 'active' | 'payload'> &
  Pick<BarChartProps, 'series' | 'unit' | 'format' | 'figures'>) {
  const row = payload?.[0]?.payload as (BarChartRow & Record<string, unknown>) | undefined
  if (!active || !row) return null
  const single = (figures ?? (series.length === 1 ? 'counted' : 'named')) === 'counted'
  return (
    <div
      role="status"
      className="rounded-lg border border-border bg-card px-3 py-2 text-xs text-foreground shadow-md"
    >
      <p className="font-medium">{row.label}</p>
      <ul className="mt-1 space-y-0.5">
        {series.map((entry, index) => (
          <li key={entry.id} className="flex items-center gap-2 whitespace-nowrap">
            <span
              aria-hidden="true"
              className="size-2 shrink-0 rounded-sm"
              style={{ background: entry.colour }}
            />
            {single ? '' : `${entry.label}: `}
            <span className="tabular-nums">{figure(row, index, single, { unit, format })}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Every figure in a table for screen readers, hidden by a wrapper (a table ignores sr-only's box). */
function DataTable({
  caption,
  rowHeader,
  rows,
  series,
}: Pick<BarChartProps, 'rows' | 'series'> & { caption: string; rowHeader: string }) {
  const single = series.length === 1
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeader}</th>
            {series.map((entry) => (
              <th key={entry.id} scope="col">
                {entry.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={`${row.label}-${rowIndex}`}>
              <th scope="row">{row.label}</th>
              {series.map((entry, index) => (
                <td key={entry.id}>
                  {formatNumber(row.values[index] ?? 0)}
                  {single && row.note ? ` (${row.note})` : ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * Bars with Recharts: side by side or stacked, with axes, or bare as a sparkline. The chart is
 * an image named by `label` that also takes focus: the arrow keys move its tooltip from bar to
 * bar, as the pointer does.
 */
export default function BarChart({
  label,
  series,
  rows,
  unit,
  format,
  figures,
  height,
  layout = 'grouped',
  sparkline = false,
  table,
  className,
}: BarChartProps) {
  const [box, width] = useWidth()
  const data = rows.map((row) => ({
    ...row,
    ...Object.fromEntries(series.map((entry, index) => [entry.id, row.values[index] ?? 0])),
  }))
  const stacked = layout === 'stacked'
  const last = series.length - 1
  const chart = (
    <RechartsBarChart
      data={data}
      width={sparkline ? SPARKLINE_WIDTH : width}
      height={height}
      accessibilityLayer
      role="img"
      aria-label={label}
      margin={sparkline ? { top: 0, right: 0, bottom: 0, left: 0 } : { top: 8, right: 4, left: 0 }}
      barCategoryGap={sparkline ? 1 : '20%'}
      barGap={1}
    >
      {!sparkline && (
        <>
          <CartesianGrid vertical={false} stroke="var(--border)" strokeDasharray="4 4" />
          <XAxis
            dataKey="label"
            tick={tick}
            tickLine={false}
            axisLine={{ stroke: 'var(--border)' }}
            interval="preserveStartEnd"
            minTickGap={24}
          />
          <YAxis
            tick={tick}
            tickLine={false}
            axisLine={false}
            allowDecimals={false}
            tickFormatter={(value: number) => formatNumber(value)}
            width="auto"
          />
        </>
      )}
      <Tooltip
        cursor={{ fill: 'var(--muted)' }}
        isAnimationActive={false}
        allowEscapeViewBox={sparkline ? { x: true, y: true } : undefined}
        wrapperStyle={{ zIndex: 20, outline: 'none' }}
        content={(props) => (
          <ChartTooltip
            active={props.active}
            payload={props.payload}
            series={series}
            unit={unit}
            format={format}
            figures={figures}
          />
        )}
      />
      {series.map((entry, index) => (
        <Bar
          key={entry.id}
          dataKey={entry.id}
          name={entry.label}
          fill={entry.colour}
          stackId={stacked ? 'total' : undefined}
          // Rounded tops only where a bar ends: the last of a stack, or each bar side by side.
          radius={!stacked || index === last ? [2, 2, 0, 0] : 0}
          // An empty day keeps a hairline so a sparkline's week still reads.
          minPointSize={sparkline ? 1 : 0}
          isAnimationActive={animate()}
        >
          {sparkline &&
            rows.map((row, rowIndex) => (
              <Cell
                key={rowIndex}
                fill={(row.values[index] ?? 0) === 0 ? 'var(--border)' : entry.colour}
              />
            ))}
        </Bar>
      ))}
    </RechartsBarChart>
  )
  return (
    <div className={className}>
      {sparkline ? (
        chart
      ) : (
        <div ref={box} className="w-full min-w-0 overflow-hidden" style={{ height }}>
          {chart}
        </div>
      )}
      {table && (
        <DataTable
          caption={table.caption}
          rowHeader={table.rowHeader}
          rows={rows}
          series={series}
        />
      )}
    </div>
  )
}
