import { createContext, useContext, useMemo } from 'react'
import type { ReactNode } from 'react'

/**
 * Errors of the item form by path, as the server writes them: `title`, `data.Body`,
 * `data.sections[3].cta.url`. Inputs nested inside component and blocks fields read theirs
 * with `useFieldError(path)`, so an error reaches the input at any depth without being passed
 * down through every entry.
 */
export type FieldErrors = Readonly<Record<string, string>>

const FieldErrorsContext = createContext<FieldErrors>({})

export function FieldErrorsProvider({
  errors,
  children,
}: {
  errors: FieldErrors
  children: ReactNode
}) {
  return <FieldErrorsContext.Provider value={errors}>{children}</FieldErrorsContext.Provider>
}

/**
 * The path of a value inside another: `fieldPath('data.sections', 3)` is `data.sections[3]`,
 * `fieldPath('data.sections[3]', 'cta')` is `data.sections[3].cta`.
 */
export function fieldPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`
  return parent ? `${parent}.${key}` : key
}

/** Whether `path` is `prefix` itself or lies inside it (`data.a[1].b` is inside `data.a`). */
export function isPathWithin(path: string, prefix: string): boolean {
  if (path === prefix) return true
  if (!path.startsWith(prefix)) return false
  const next = path.charAt(prefix.length)
  return next === '.' || next === '['
}

/** Errors at `prefix` or inside it, in the order they were reported. */
export function errorsWithin(errors: FieldErrors, prefix: string): [string, string][] {
  return Object.entries(errors).filter(([path]) => isPathWithin(path, prefix))
}

/** The error of exactly this path, if any. */
export function useFieldError(path: string): string | undefined {
  const errors = useContext(FieldErrorsContext)
  return Object.hasOwn(errors, path) ? errors[path] : undefined
}

/**
 * Errors at `path` or nested inside it: a collapsed entry uses it to flag that something
 * inside needs attention.
 */
export function useFieldErrorsWithin(path: string): [string, string][] {
  const errors = useContext(FieldErrorsContext)
  return useMemo(() => errorsWithin(errors, path), [errors, path])
}

/**
 * Marks a control as the input of a path, so the form can move focus to the first error at
 * any depth: spread it on the input, e.g. `<input {...errorTarget(path)} />`.
 */
export function errorTarget(path: string) {
  return { 'data-field-path': path }
}
