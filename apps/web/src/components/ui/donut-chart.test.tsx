import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { DonutChart } from './donut-chart'

const parts = [
  { label: 'Published', value: 3, colour: 'var(--success)' },
  { label: 'Drafts', value: 1, colour: 'var(--warning)' },
  { label: 'Scheduled or archived', value: 0, colour: 'var(--primary-text)' },
]

/** Each drawn part's share of the ring and where it starts, as fractions of the circle. */
function drawnParts(container: HTMLElement) {
  return [...container.querySelectorAll<SVGCircleElement>('circle[data-part]')].map((arc) => {
    const circumference = 2 * Math.PI * Number(arc.getAttribute('r'))
    const [length] = arc.getAttribute('stroke-dasharray')!.split(' ').map(Number)
    return {
      part: arc.dataset.part,
      share: Number((length! / circumference).toFixed(3)),
      startsAt: Number((-Number(arc.getAttribute('stroke-dashoffset')) / circumference).toFixed(3)),
    }
  })
}

describe('DonutChart', () => {
  it('draws each part as its share of the ring, one after the other, and skips empty ones', () => {
    const { container } = render(
      <DonutChart parts={parts} size={128}>
        <p>75%</p>
      </DonutChart>,
    )
    expect(drawnParts(container)).toEqual([
      { part: 'Published', share: 0.75, startsAt: 0 },
      { part: 'Drafts', share: 0.25, startsAt: 0.75 },
    ])
    // Decorative: the figures stand in words beside it, the hole's text stays readable.
    expect(container.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByText('75%')).toBeTruthy()
  })

  it('names a part and its figure while the pointer is on it', () => {
    const { container } = render(<DonutChart parts={parts} size={128} />)
    const drafts = container.querySelector('circle[data-part="Drafts"]')!
    fireEvent.pointerEnter(drafts)
    expect(container.textContent).toContain('Drafts: 1')
    fireEvent.pointerLeave(drafts)
    expect(container.textContent).not.toContain('Drafts: 1')
  })

  it('shows only the track when there is nothing to count', () => {
    const empty = parts.map((part) => ({ ...part, value: 0 }))
    const { container } = render(<DonutChart parts={empty} size={128} />)
    expect(drawnParts(container)).toEqual([])
    expect(container.querySelectorAll('circle')).toHaveLength(1)
  })
})
