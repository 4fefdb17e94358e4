import { Quote } from 'lucide-react'

import { Container } from '@/components/ui/container'
import { SectionHeading } from '@/components/ui/section-heading'

const quotes = [
  {
    text: 'Our editors write with the AI assistant, our app just reads the API. We replaced three tools with one.',
    name: 'Maya Chen',
    role: 'Head of Engineering, Brightline Studio',
  },
  {
    text: 'Modelling our content types took an afternoon, and the review workflow means nothing goes live without a second pair of eyes.',
    name: 'Daniel Okafor',
    role: 'Content Lead, Northwind Travel',
  },
  {
    text: 'Self-hosting decided it for us. Folio runs on a small VM with SQLite and our content never leaves our servers.',
    name: 'Sofia Marin',
    role: 'CTO, Kettle & Co.',
  },
]

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
}

/** What teams say about Folio. */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="Loved by developers and content teams"
        />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {quotes.map((quote) => (
            <li key={quote.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
                <Quote className="size-7 text-primary-text/40" aria-hidden="true" />
                <blockquote className="mt-4 flex-1 text-pretty">
                  <p>{quote.text}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="grid size-10 place-items-center rounded-full bg-primary-soft text-sm font-semibold text-primary-text"
                  >
                    {initials(quote.name)}
                  </span>
                  <span>
                    <span className="block font-semibold">{quote.name}</span>
                    <span className="block text-sm text-muted-foreground">{quote.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
