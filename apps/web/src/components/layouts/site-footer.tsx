import { Link } from 'react-router'

import { SectionLink } from './section-link'

import { Container } from '@/components/ui/container'
import { Logo } from '@/components/ui/logo'
import { GitHubIcon, LinkedInIcon, XIcon } from '@/components/ui/social-icons'
import { site } from '@/config/site'

const linkClass = 'text-sm text-muted-foreground transition-colors hover:text-foreground'

const socials = [
  { label: 'Folio on GitHub', href: site.links.github, Icon: GitHubIcon },
  { label: 'Folio on X', href: site.links.x, Icon: XIcon },
  { label: 'Folio on LinkedIn', href: site.links.linkedin, Icon: LinkedInIcon },
]

// Targets of the footer's #security, #blog, #careers, #privacy and #terms links.
const notes = [
  {
    id: 'security',
    title: 'Security',
    text: 'Self-hosted: your content stays on your servers. Argon2id passwords, signed tokens and role checks on every API call.',
  },
  {
    id: 'blog',
    title: 'Blog',
    text: 'Release notes and guides on modelling content and shipping with AI. First posts are on the way.',
  },
  {
    id: 'careers',
    title: 'Careers',
    text: 'We are a small remote team. No open roles right now, but we love to hear from people who build for the web.',
  },
  {
    id: 'privacy',
    title: 'Privacy',
    text: 'The Folio site and app load nothing from third-party hosts and run no tracking or analytics.',
  },
  {
    id: 'terms',
    title: 'Terms',
    text: 'Folio is open source under the MIT licence. Hosted plans are billed monthly and can be cancelled any time.',
  },
]

/** A footer link: a landing section, an app route, or an anchor among the notes below. */
type FooterLinkTarget =
  | { label: string; section: string }
  | { label: string; to: string }
  | { label: string; anchor: string }

const columns: { title: string; links: FooterLinkTarget[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', section: 'features' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Documentation', to: '/docs' },
      { label: 'Security', anchor: 'security' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', section: 'about' },
      { label: 'Blog', anchor: 'blog' },
      { label: 'Careers', anchor: 'careers' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy', anchor: 'privacy' },
      { label: 'Terms', anchor: 'terms' },
    ],
  },
]

function FooterLink({ link }: { link: FooterLinkTarget }) {
  if ('section' in link) {
    return (
      <SectionLink section={link.section} className={linkClass}>
        {link.label}
      </SectionLink>
    )
  }
  if ('to' in link) {
    return (
      <Link to={link.to} className={linkClass}>
        {link.label}
      </Link>
    )
  }
  return (
    <a href={`#${link.anchor}`} className={linkClass}>
      {link.label}
    </a>
  )
}

/** Site footer: link columns, social links, the anchored policy notes and the copyright. */
export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-surface">
      <Container className="py-14">
        <div className="grid grid-cols-2 gap-10 sm:grid-cols-3 lg:grid-cols-[1.6fr_1fr_1fr_1fr]">
          <div className="col-span-2 sm:col-span-3 lg:col-span-1">
            <Link to="/" className="inline-block rounded-lg">
              <Logo />
            </Link>
            <p className="mt-4 max-w-xs text-sm text-muted-foreground">
              The self-hostable headless CMS with an AI writing assistant built in.
            </p>
            <ul className="mt-6 flex gap-2">
              {socials.map(({ label, href, Icon }) => (
                <li key={href}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    className="grid size-9 place-items-center rounded-lg border border-border bg-card text-muted-foreground transition-colors hover:text-foreground"
                  >
                    <Icon className="size-4" />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold">{column.title}</h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <FooterLink link={link} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="mt-12 grid gap-6 border-t border-border pt-10 sm:grid-cols-2 lg:grid-cols-5">
          {notes.map((note) => (
            <section key={note.id} id={note.id} aria-labelledby={`${note.id}-title`}>
              <h2 id={`${note.id}-title`} className="text-sm font-semibold">
                {note.title}
              </h2>
              <p className="mt-2 text-sm text-pretty text-muted-foreground">{note.text}</p>
            </section>
          ))}
        </div>

        <div className="mt-10 flex flex-col gap-2 border-t border-border pt-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>{`© ${site.copyrightYear} Folio. All rights reserved.`}</p>
          <p>Made for developers and content teams.</p>
        </div>
      </Container>
    </footer>
  )
}
