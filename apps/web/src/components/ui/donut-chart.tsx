import { useState } from 'react'

import type { DonutChartProps } from './chart'

import { formatNumber } from '@/lib/format'

/** The ring's thickness, as a share of its outer radius. */
const THICKNESS = 0.28

/** Each part's stretch of the circumference, and how far along it starts. */
function arcsOf(parts: DonutChartProps['parts'], total: number, circumference: number) {
  const arcs: { part: DonutChartProps['parts'][number]; length: number; offset: number }[] = []
  let start = 0
  for (const part of parts) {
    if (part.value <= 0 || total <= 0) continue
    const length = (part.value / total) * circumference
    arcs.push({ part, length, offset: -start })
    start += length
  }
  return arcs
}

/**
 * A ring of parts on a muted track, clockwise from the top. It is a few SVG circles, each
 * drawing its share of the circumference: a charting library would be most of the dashboard's
 * JavaScript for it (the bar charts keep Recharts). Decorative: the numbers it draws stand in
 * words beside it, so it is hidden from screen readers; the pointer gets each part's figure.
 */
export function DonutChart({ parts, size, children }: DonutChartProps) {
  const [hovered, setHovered] = useState<string | null>(null)
  const total = parts.reduce((sum, part) => sum + Math.max(0, part.value), 0)
  const outer = size / 2
  const width = outer * THICKNESS
  const radius = outer - width / 2
  const circumference = 2 * Math.PI * radius
  const arcs = arcsOf(parts, total, circumference)
  const shown = parts.find((part) => part.label === hovered)

  return (
    <div className="relative shrink-0" style={{ width: size, height: size }}>
      <svg
        aria-hidden="true"
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        // From 12 o'clock: SVG circles start their stroke at 3 o'clock.
        className="-rotate-90"
        data-testid="donut-chart"
      >
        <circle
          cx={outer}
          cy={outer}
          r={radius}
          fill="none"
          stroke="var(--muted)"
          strokeWidth={width}
        />
        {arcs.map(({ part, length, offset }) => (
          <circle
            key={part.label}
            cx={outer}
            cy={outer}
            r={radius}
            fill="none"
            stroke={part.colour}
            strokeWidth={width}
            strokeDasharray={`${length} ${circumference - length}`}
            strokeDashoffset={offset}
            data-part={part.label}
            onPointerEnter={() => setHovered(part.label)}
            onPointerLeave={() =>
              setHovered((current) => (current === part.label ? null : current))
            }
          />
        ))}
      </svg>
      {shown && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute bottom-full left-1/2 z-20 mb-1 -translate-x-1/2 rounded-lg border border-border bg-card px-3 py-2 text-xs whitespace-nowrap text-foreground shadow-md"
        >
          {shown.label}: <span className="tabular-nums">{formatNumber(shown.value)}</span>
        </div>
      )}
      <div className="pointer-events-none absolute inset-0 grid place-items-center text-center">
        {children}
      </div>
    </div>
  )
}
