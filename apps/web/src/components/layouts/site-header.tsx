import { Menu, X } from 'lucide-react'
import { useState, useSyncExternalStore } from 'react'
import { Link, NavLink, useLocation } from 'react-router'

import { SectionLink } from './section-link'

import { buttonClass } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Logo } from '@/components/ui/logo'
import { ThemeMenu } from '@/components/ui/theme-menu'
import { hasStoredSession } from '@/lib/auth-storage'
import { cn } from '@/lib/cn'

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground aria-[current=page]:text-foreground'

function NavItems({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const { pathname } = useLocation()
  return (
    <ul className={className}>
      <li>
        <SectionLink section="features" className={linkClass} onClick={onNavigate}>
          Features
        </SectionLink>
      </li>
      <li>
        {pathname === '/' ? (
          <SectionLink section="pricing" className={linkClass} onClick={onNavigate}>
            Pricing
          </SectionLink>
        ) : (
          <NavLink to="/pricing" className={linkClass} onClick={onNavigate}>
            Pricing
          </NavLink>
        )}
      </li>
      <li>
        <SectionLink section="about" className={linkClass} onClick={onNavigate}>
          About
        </SectionLink>
      </li>
      <li>
        <NavLink to="/docs" className={linkClass} onClick={onNavigate}>
          Docs
        </NavLink>
      </li>
    </ul>
  )
}

/**
 * Whether someone is signed in on this browser. Read after hydration: the prerendered header
 * is the visitor's, and a stored session (even an expired one) is enough to offer the way back
 * into the app, where the route guard checks it properly.
 */
function useSignedInHint(): boolean {
  return useSyncExternalStore(subscribeToStorage, hasStoredSession, () => false)
}

/** Signing in or out in another tab changes the stored session. */
function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}

/** Sticky site header: logo, primary navigation, theme menu and sign-in calls to action. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false)
  const closeMenu = () => setMenuOpen(false)
  const signedIn = useSignedInHint()

  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-background/85 backdrop-blur-md">
      <Container className="flex h-16 items-center gap-2">
        <Link to="/" className="-ml-1 rounded-lg px-1 py-1" onClick={closeMenu}>
          <Logo />
        </Link>

        <nav aria-label="Main" className="ml-6 hidden md:block">
          <NavItems className="flex items-center gap-1" />
        </nav>

        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <ThemeMenu />
          {signedIn ? (
            <Link to="/dashboard" className={buttonClass({ size: 'sm' })}>
              Dashboard
            </Link>
          ) : (
            <>
              <Link
                to="/login"
                className={buttonClass({
                  variant: 'ghost',
                  size: 'sm',
                  className: 'max-sm:hidden',
                })}
              >
                Login
              </Link>
              <Link to="/login" className={buttonClass({ size: 'sm' })}>
                Get Started
              </Link>
            </>
          )}
          <button
            type="button"
            className="grid size-9 place-items-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Menu className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      </Container>

      <div
        id="mobile-menu"
        hidden={!menuOpen}
        className={cn('border-t border-border bg-background md:hidden', menuOpen && 'shadow-lg')}
      >
        <nav aria-label="Main">
          <Container className="py-3">
            <NavItems
              onNavigate={closeMenu}
              className="-mx-3 flex flex-col [&_a]:block [&_a]:py-2.5 [&_a]:text-base"
            />
            <div className="mt-2 border-t border-border pt-3 sm:hidden [&_a]:-mx-3 [&_a]:text-base">
              <Link
                to={signedIn ? '/dashboard' : '/login'}
                className={cn(linkClass, 'block py-2.5')}
                onClick={closeMenu}
              >
                {signedIn ? 'Dashboard' : 'Login'}
              </Link>
            </div>
          </Container>
        </nav>
      </div>
    </header>
  )
}
