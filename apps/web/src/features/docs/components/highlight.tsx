/** Wraps each case-insensitive occurrence of `search` in <mark>. */
export function Highlight({ text, search }: { text: string; search: string }) {
  const needle = search.trim().toLowerCase()
  if (!needle) return text

  const parts: { text: string; match: boolean; at: number }[] = []
  const haystack = text.toLowerCase()
  let from = 0
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false, at: from })
    parts.push({ text: text.slice(at, at + needle.length), match: true, at })
    from = at + needle.length
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false, at: from })

  return parts.map((part) =>
    part.match ? (
      <mark key={part.at} className="rounded-sm bg-primary-soft px-0.5 text-inherit">
        {part.text}
      </mark>
    ) : (
      <span key={part.at}>{part.text}</span>
    ),
  )
}
