import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'

interface SectionLinkProps {
  /** Id of a landing-page section (`features`, `pricing`, `about`). */
  section: string
  className?: string
  onClick?: () => void
  children: ReactNode
}

/** An in-page anchor on the landing page; a link to the landing section from anywhere else. */
export function SectionLink({ section, className, onClick, children }: SectionLinkProps) {
  const { pathname } = useLocation()
  if (pathname === '/') {
    return (
      <a href={`#${section}`} className={className} onClick={onClick}>
        {children}
      </a>
    )
  }
  return (
    <Link to={`/#${section}`} className={className} onClick={onClick}>
      {children}
    </Link>
  )
}
