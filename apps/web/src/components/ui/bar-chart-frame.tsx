import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

/** The width of a bar chart's drawing in SVG units; it stretches to its container. */
export const CHART_WIDTH = 600

/**
 * The frame of a bar chart in plain SVG: the top value and zero beside it, a baseline and a
 * dashed line at the top. The chart draws its bars inside, in SVG units of `CHART_WIDTH` by
 * `height`; `label` is the summary screen readers get as the image's name.
 */
export function BarChartFrame({
  height,
  maxLabel,
  label,
  axisClassName,
  svgClassName,
  children,
}: {
  height: number
  maxLabel: string
  label: string
  /** The width of the value column, so the labels under the bars can line up with it. */
  axisClassName: string
  /** The drawing's height on screen. */
  svgClassName: string
  children: ReactNode
}) {
  return (
    <div className="mt-3 flex gap-2">
      <div
        aria-hidden="true"
        className={cn(
          'flex shrink-0 flex-col justify-between text-right text-xs text-muted-foreground tabular-nums',
          axisClassName,
        )}
      >
        <span>{maxLabel}</span>
        <span>0</span>
      </div>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${CHART_WIDTH} ${height}`}
        preserveAspectRatio="none"
        // A width of its own: without one the SVG's intrinsic width (its height times the
        // viewBox's 600:height ratio, some 590 px) is the least its card can shrink to.
        className={cn('w-full min-w-0 flex-1 overflow-visible', svgClassName)}
      >
        <line x1="0" y1={height} x2={CHART_WIDTH} y2={height} className="stroke-border" />
        <line
          x1="0"
          y1="0"
          x2={CHART_WIDTH}
          y2="0"
          className="stroke-border"
          strokeDasharray="4 4"
        />
        {children}
      </svg>
    </div>
  )
}

/**
 * One column of a bar chart: its tooltip, and a full-height hit area so that even an empty
 * column has one.
 */
export function BarChartSlot({
  x,
  width,
  height,
  title,
  children,
}: {
  x: number
  width: number
  height: number
  title: string
  children: ReactNode
}) {
  return (
    <g>
      <title>{title}</title>
      <rect x={x} y="0" width={width} height={height} fill="transparent" />
      {children}
    </g>
  )
}
