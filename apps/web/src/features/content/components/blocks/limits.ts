import { plural } from '@/lib/format'

/**
 * The hint under a list field about its limits: how many more it needs, or that it is full.
 * `declaredMax` is the field's own maximum (the hard ceiling alone is not worth mentioning).
 */
export function limitHint(
  count: number,
  min: number,
  max: number,
  declaredMax: number | undefined,
  noun: { one: string; many: string },
): string {
  const name = (n: number) => plural(n, noun.one, noun.many)
  if (count < min) return `Add at least ${name(min)}.`
  if (count >= max) return `Maximum of ${name(max)} reached.`
  if (declaredMax !== undefined) return `Up to ${name(declaredMax)}.`
  return ''
}
