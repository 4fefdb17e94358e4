import { BookOpen, Mail, MessagesSquare } from 'lucide-react'
import { Link } from 'react-router'

import { Container } from '@/components/ui/container'
import { site } from '@/config/site'
import { ContactForm } from '@/features/contact/components/contact-form'
import { PageMeta } from '@/lib/page-meta'

export const contactMeta = {
  title: 'Contact — Folio',
  description:
    'Get in touch with the Folio team: questions about the product, pricing, self-hosting or support.',
}

const linkClass = 'font-medium text-primary-text hover:underline'

/** `/contact`: the contact form and other ways to reach the team. */
export function ContactPage() {
  return (
    <Container className="py-16 sm:py-24">
      <PageMeta {...contactMeta} />
      <div className="grid gap-12 lg:grid-cols-[1fr_1.15fr] lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">Contact</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Talk to the Folio team
          </h1>
          <p className="mt-5 text-lg text-pretty text-muted-foreground">
            Questions about Folio, pricing or self-hosting? Send us a message and a real person will
            get back to you.
          </p>
          <ul className="mt-10 space-y-6">
            <li className="flex gap-4">
              <Mail className="mt-1 size-5 shrink-0 text-primary-text" aria-hidden="true" />
              <div>
                <p className="font-semibold">Email</p>
                <a href={`mailto:${site.supportEmail}`} className={linkClass}>
                  {site.supportEmail}
                </a>
              </div>
            </li>
            <li className="flex gap-4">
              <BookOpen className="mt-1 size-5 shrink-0 text-primary-text" aria-hidden="true" />
              <div>
                <p className="font-semibold">Documentation</p>
                <p className="text-muted-foreground">
                  Many answers are already in the{' '}
                  <Link to="/docs" className={linkClass}>
                    docs
                  </Link>
                  .
                </p>
              </div>
            </li>
            <li className="flex gap-4">
              <MessagesSquare
                className="mt-1 size-5 shrink-0 text-primary-text"
                aria-hidden="true"
              />
              <div>
                <p className="font-semibold">Community</p>
                <a
                  href={site.links.forum}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  Join the community forum
                </a>
              </div>
            </li>
          </ul>
        </div>
        <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <ContactForm />
        </div>
      </div>
    </Container>
  )
}
