import { ArrowRight, Mail } from 'lucide-react'
import { Link } from 'react-router'

import { Container } from '@/components/ui/container'
import { mailto } from '@/config/site'

const buttonBase =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg px-6 text-base font-semibold transition-colors focus-visible:outline-white'

/** Final call to action before the footer. */
export function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="py-20 sm:py-28">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-primary-solid px-6 py-16 text-center text-white shadow-xl sm:px-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_80%_0%,rgb(255_255_255/0.18),transparent_70%),radial-gradient(30rem_20rem_at_0%_100%,rgb(0_0_0/0.2),transparent_70%)]"
          />
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Ready to give your content a home?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-white">
            Start writing in minutes, or talk to us about rolling Folio out to your whole team.
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/login" className={`${buttonBase} bg-white text-[#0b1220] hover:bg-white/90`}>
              Get Started Free
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <a
              href={mailto.contactSales}
              className={`${buttonBase} border border-white/40 text-white hover:bg-white/10`}
            >
              <Mail className="size-4" aria-hidden="true" />
              Contact Sales
            </a>
          </div>
        </div>
      </Container>
    </section>
  )
}
