import transliterate from '@sindresorhus/transliterate'

/**
 * Latin letters for what has them ("Crème brûlée" → "Creme brulee", "Straße" → "Strasse",
 * "Привет" → "Privet"); a character with no transliteration (Japanese, Chinese, Devanagari…)
 * and the marks that belong to it stay as they are, so such titles still give a readable slug.
 */
function romanize(value: string): string {
  let out = ''
  let keptOriginal = false
  for (const char of value.normalize('NFC')) {
    if (/\p{M}/u.test(char)) {
      if (keptOriginal) out += char
      continue
    }
    const latin = transliterate(char)
    keptOriginal = !latin || /[^\x20-\x7e]/.test(latin)
    out += keptOriginal ? char : latin
  }
  return out
}

/** Lowercase words joined by single hyphens; apostrophes join ("don't" → "dont"). */
function hyphenate(value: string, separator: RegExp): string {
  return value
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(separator, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * An ASCII slug (a-z, 0-9, hyphens) for names that become identifiers: content types,
 * components, menus and workflow states appear in API paths and GraphQL type names.
 */
export function slugify(value: string): string {
  return hyphenate(romanize(value), /[^a-z0-9]+/g)
}

/**
 * An item's slug: transliterated where Latin letters exist, letters of any script kept where
 * they do not, so "東京タワー" and "مرحبا" never give an empty slug.
 */
export function itemSlugify(value: string): string {
  return hyphenate(romanize(value), /[^\p{L}\p{M}\p{N}]+/gu)
}
