import { Container } from '@/components/ui/container'

const facts = [
  { value: 'MIT', label: 'Open-source licence' },
  { value: '1 process', label: 'To self-host with SQLite' },
  { value: '5 providers', label: 'For the AI assistant, or your own' },
  { value: '3 roles', label: 'Admin, editor and viewer' },
]

/** Who is behind Folio and why it exists. */
export function AboutSection() {
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className="border-y border-border bg-surface py-20 sm:py-28"
    >
      <Container className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">About</p>
          <h2
            id="about-title"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            Built for the way apps are made today
          </h2>
          <div className="mt-6 space-y-4 text-lg text-pretty text-muted-foreground">
            <p>
              Folio began as the content layer for apps generated with AI tools. Developers wanted a
              real API for their content; content teams wanted an editor they could trust.
            </p>
            <p>
              Today it is an open-source, self-hostable CMS that both share: one REST API, one set
              of permissions, and an assistant that helps you write instead of getting in the way.
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {facts.map((fact) => (
            <div
              key={fact.label}
              className="flex flex-col gap-1 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
            >
              <dt className="text-sm text-muted-foreground">{fact.label}</dt>
              <dd className="order-first text-2xl font-bold tracking-tight sm:text-3xl">
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  )
}
