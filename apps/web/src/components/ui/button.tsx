import type { ButtonHTMLAttributes } from 'react'

import { cn } from '@/lib/cn'

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60'

const variants = {
  primary: 'bg-primary-solid text-white shadow-sm hover:bg-primary-solid-hover',
  secondary: 'border border-border bg-card text-foreground shadow-sm hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  danger: 'bg-danger text-white shadow-sm hover:bg-danger/90 dark:text-background',
} as const

const sizes = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
} as const

export interface ButtonStyle {
  variant?: keyof typeof variants
  size?: keyof typeof sizes
  className?: string
}

/** Button classes, for <button>, <a> and <Link> alike. */
export function buttonClass({ variant = 'primary', size = 'md', className }: ButtonStyle = {}) {
  return cn(base, variants[variant], sizes[size], className)
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />
}
