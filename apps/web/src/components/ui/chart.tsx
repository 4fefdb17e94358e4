import { lazy, Suspense, type ReactNode } from 'react'

import { cn } from '@/lib/cn'

/*
 * The bar charts draw with Recharts, which weighs more than the rest of a screen: they load on
 * first use, showing a skeleton of their size meanwhile, so no landing page or first screen
 * carries it. Import charts from here, never from the modules that import Recharts.
 */
const LazyBarChart = lazy(() => import('./bar-chart'))

export { DonutChart } from './donut-chart'

export interface ChartSeries {
  id: string
  label: string
  /** A CSS colour, best a variable of the theme (`var(--chart-1)`) so dark mode follows. */
  colour: string
}

export interface BarChartRow {
  /** The category under the bar and in the tooltip, e.g. "Mar 3". */
  label: string
  /** One value per series, in the order of `series`. */
  values: number[]
  /** Said after a lone series' figure, e.g. "4 requests". */
  note?: string
}

export interface BarChartProps {
  /** The chart's accessible name: what it shows and its figures in words. */
  label: string
  series: ChartSeries[]
  rows: BarChartRow[]
  /** What a value counts, plural ("tokens"), said after a lone series' figure. */
  unit: string
  /**
   * `named`: every figure after its series' name ("Created: 4"), as a chart with a legend
   * wants; `counted` (the default for a lone series): the figure in words ("4 tokens").
   */
  figures?: 'named' | 'counted'
  /** A lone series' figure in words, when "1,200 tokens" does not fit ("1 request"). */
  format?: (value: number) => string
  /** Height in pixels; the width follows the container (84 px for a sparkline). */
  height: number
  /** Series side by side or on top of each other. */
  layout?: 'grouped' | 'stacked'
  /** Bare bars with no axes, sized to sit in a line of text. */
  sparkline?: boolean
  /** Every figure in a visually hidden table with this caption and first column heading. */
  table?: { caption: string; rowHeader: string }
  className?: string
}

export interface DonutChartProps {
  parts: { label: string; value: number; colour: string }[]
  /** Width and height in pixels. */
  size: number
  /** Shown in the hole. */
  children?: ReactNode
}

/** Colours of a chart's series in order of use, readable on light and dark cards. */
export const seriesColours = [
  'var(--chart-1)',
  'var(--chart-2)',
  'var(--chart-3)',
  'var(--chart-4)',
  'var(--chart-5)',
] as const
/** The colour of a series that adds up the rest. */
export const otherSeriesColour = 'var(--chart-other)'

/** The pulsing block a chart shows while it loads. */
export function ChartSkeleton({ height, className }: { height: number; className?: string }) {
  return (
    <div
      className={cn('animate-pulse rounded-xl bg-muted', className)}
      style={{ height }}
      aria-hidden="true"
    />
  )
}

export function BarChart(props: BarChartProps) {
  return (
    <Suspense
      fallback={
        <ChartSkeleton
          height={props.height}
          className={cn(props.sparkline && 'w-[84px] shrink-0 rounded-sm', props.className)}
        />
      }
    >
      <LazyBarChart {...props} />
    </Suspense>
  )
}
