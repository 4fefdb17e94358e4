import { Cell, Pie, PieChart, Tooltip } from 'recharts'

import type { DonutChartProps } from './chart'

import { formatNumber } from '@/lib/format'

/**
 * A ring of parts with Recharts, on a muted track. Decorative: the numbers it draws stand in
 * words beside it, so it is hidden from screen readers and out of the tab order; the pointer
 * still gets each part's tooltip.
 */
export default function DonutChart({ parts, size, children }: DonutChartProps) {
  const shown = parts.filter((part) => part.value > 0)
  return (
    <div className="relative shrink-0" style={{ width: size, height: size }}>
      <div aria-hidden="true">
        <PieChart width={size} height={size} accessibilityLayer={false} tabIndex={-1}>
          <Pie
            data={[{ value: 1 }]}
            dataKey="value"
            innerRadius="72%"
            outerRadius="100%"
            fill="var(--muted)"
            stroke="none"
            isAnimationActive={false}
            tooltipType="none"
            rootTabIndex={-1}
          />
          {shown.length > 0 && (
            <Pie
              data={shown}
              dataKey="value"
              nameKey="label"
              innerRadius="72%"
              outerRadius="100%"
              startAngle={90}
              endAngle={-270}
              stroke="none"
              isAnimationActive={false}
              rootTabIndex={-1}
            >
              {shown.map((part) => (
                <Cell key={part.label} fill={part.colour} />
              ))}
            </Pie>
          )}
          <Tooltip
            isAnimationActive={false}
            wrapperStyle={{ zIndex: 20 }}
            content={({ active, payload }) => {
              const part = payload?.[0]
              if (!active || !part) return null
              return (
                <div className="rounded-lg border border-border bg-card px-3 py-2 text-xs whitespace-nowrap text-foreground shadow-md">
                  {part.name}:{' '}
                  <span className="tabular-nums">{formatNumber(Number(part.value))}</span>
                </div>
              )
            }}
          />
        </PieChart>
      </div>
      <div className="pointer-events-none absolute inset-0 grid place-items-center text-center">
        {children}
      </div>
    </div>
  )
}
