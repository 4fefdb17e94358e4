// Order matters: Edge and Chrome user agents also say Safari, Edge's also says Chrome.
const browsers: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X/, 'macOS'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
]

const first = (rules: [RegExp, string][], text: string) =>
  rules.find(([pattern]) => pattern.test(text))?.[1]

/** "Chrome on macOS" from a user agent; good enough to recognise a device. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device'
  const browser = first(browsers, userAgent) ?? 'A browser'
  const system = first(systems, userAgent)
  return system ? `${browser} on ${system}` : browser
}

export const isMobileDevice = (userAgent: string | null) =>
  /Android|iPhone|iPad/.test(userAgent ?? '')
