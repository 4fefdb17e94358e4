import { Plug, Rocket, WandSparkles } from 'lucide-react'

import { Container } from '@/components/ui/container'
import { SectionHeading } from '@/components/ui/section-heading'

const steps = [
  {
    title: 'Connect your app',
    text: 'Create an API key and point your app at the REST API. Every endpoint is documented with OpenAPI.',
    Icon: Plug,
  },
  {
    title: 'Create content with AI',
    text: 'Define your content types, then write and polish entries together with the AI assistant.',
    Icon: WandSparkles,
  },
  {
    title: 'Publish and deploy',
    text: 'Review, schedule and publish. Your app fetches the latest content straight from the API.',
    Icon: Rocket,
  },
]

/** Three steps from sign-up to published content. */
export function HowItWorks() {
  return (
    <section
      aria-labelledby="how-title"
      className="border-y border-border bg-surface py-20 sm:py-28"
    >
      <Container>
        <SectionHeading
          id="how-title"
          eyebrow="How It Works"
          title="From zero to published in three steps"
        />
        <ol className="mt-14 grid gap-10 md:grid-cols-3 md:gap-8">
          {steps.map(({ title, text, Icon }, index) => (
            <li key={title} className="relative text-center">
              {index < steps.length - 1 && (
                <span
                  aria-hidden="true"
                  className="absolute top-7 left-[calc(50%+2.5rem)] hidden h-px w-[calc(100%-3rem)] bg-border md:block"
                />
              )}
              <span className="relative mx-auto grid size-14 place-items-center rounded-2xl border border-border bg-card text-primary-text shadow-sm">
                <Icon className="size-6" aria-hidden="true" />
                <span className="absolute -top-2 -right-2 grid size-6 place-items-center rounded-full bg-primary-solid text-xs font-bold text-white">
                  {index + 1}
                </span>
              </span>
              <h3 className="mt-6 text-lg font-semibold">{title}</h3>
              <p className="mx-auto mt-2 max-w-xs text-pretty text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  )
}
