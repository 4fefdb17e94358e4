// A steady writer beside the readers: updates items at a fixed rate, as editors and imports do
// while apps read, so the bench sees what writes cost the reads (and their cache).
import { TYPE_SLUG, benchItem, isDraft } from './content.mjs'
import { api } from './http.mjs'

export const NOTE_SLUG = 'bench-note'
const NOTES = 20

export const noteTypeInput = {
  name: 'Bench Note',
  slug: NOTE_SLUG,
  description: 'Made by npm run bench: the other type a writer updates',
  fields: [{ name: 'text', type: 'text', required: false, description: '' }],
}

/** Creates the other type and a few of its items; returns their paths. */
export async function createNotes(url, token) {
  const created = await api(url, token, 'POST', '/api/v1/content-types', noteTypeInput)
  if (created.status !== 201) throw new Error(`Creating the note type answered ${created.status}`)
  for (let n = 1; n <= NOTES; n += 1) {
    const note = { title: `Note ${n}`, slug: `note-${n}`, status: 'published', data: { text: '' } }
    const answer = await api(url, token, 'POST', `/api/v1/content/${NOTE_SLUG}/items`, note)
    if (answer.status !== 201) throw new Error(`Creating a note answered ${answer.status}`)
  }
}

/** The update the writer sends as its `n`th write, to the other type or to the read one. */
function update(target, n, items) {
  if (target === 'other') {
    const slug = `note-${(n % NOTES) + 1}`
    return {
      path: `/api/v1/content/${NOTE_SLUG}/items/${slug}`,
      body: { title: `Note ${slug}`, slug, status: 'published', data: { text: `Edit ${n}` } },
    }
  }
  // A published item other than the ones the readers' lists start with.
  let number = ((n * 7919) % items) + 1
  if (isDraft(number)) number += 1
  const item = benchItem(number)
  return {
    path: `/api/v1/content/${TYPE_SLUG}/items/${item.slug}`,
    body: {
      title: item.title,
      slug: item.slug,
      status: 'published',
      data: { ...item.data, summary: `${item.data.summary} (edit ${n})` },
    },
  }
}

/** Starts writing `perSecond` updates to `target` ('other' or 'same'); stop() reports. */
export function startWriter(url, token, target, perSecond, items) {
  let writes = 0
  let errors = 0
  let n = 0
  let running = true
  const pending = new Set()
  const timer = setInterval(() => {
    if (!running) return
    const { path, body } = update(target, (n += 1), items)
    const request = api(url, token, 'PUT', path, body)
      .then((answer) => (answer.status === 200 ? (writes += 1) : (errors += 1)))
      .catch(() => (errors += 1))
      .finally(() => pending.delete(request))
    pending.add(request)
  }, 1000 / perSecond)
  return {
    async stop() {
      running = false
      clearInterval(timer)
      await Promise.all(pending)
      return { writes, errors }
    },
  }
}
