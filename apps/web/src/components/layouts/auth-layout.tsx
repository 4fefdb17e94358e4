import { Bot, Check, Layers, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { Logo } from '@/components/ui/logo'
import { ThemeMenu } from '@/components/ui/theme-menu'

const highlights = [
  { Icon: Layers, text: 'Custom content types with one REST API for every app' },
  { Icon: Bot, text: 'An AI assistant that drafts and polishes your content' },
  { Icon: Users, text: 'Roles, review workflows and version history for your team' },
]

/** Sign-in, sign-up and password screens: a brand panel beside a centred card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-primary-solid p-12 text-white lg:flex lg:flex-col">
        <div
          aria-hidden="true"
          className="absolute -top-32 -right-32 size-96 rounded-full bg-white/10 blur-3xl"
        />
        <Link to="/" className="relative w-fit rounded-lg text-white">
          <Logo />
        </Link>
        <div className="relative mt-auto max-w-md">
          <p className="text-3xl leading-tight font-bold tracking-tight text-balance">
            Structured content, written faster, shipped everywhere.
          </p>
          <ul className="mt-8 space-y-4">
            {highlights.map(({ Icon, text }) => (
              <li key={text} className="flex gap-3 text-white">
                <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-white/15">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="pt-1">{text}</span>
              </li>
            ))}
          </ul>
          <p className="mt-10 flex items-center gap-2 text-sm text-white">
            <Check className="size-4" aria-hidden="true" />
            Self-hosted: your content stays on your servers.
          </p>
        </div>
      </aside>

      <div className="flex min-w-0 flex-col">
        <header className="flex h-16 items-center justify-between px-4 sm:px-6">
          <Link to="/" className="rounded-lg lg:invisible">
            <Logo />
          </Link>
          <ThemeMenu />
        </header>
        <main
          id="main"
          className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:items-center sm:px-6"
        >
          <div className="w-full max-w-md rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
            {children}
          </div>
        </main>
      </div>
    </div>
  )
}
