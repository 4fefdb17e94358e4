import type { AiAssistInput, ContentItem, ContentType, Language } from '@folio/schema'
import type { Editor } from '@tiptap/react'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { ContentItemEditor } from './content-item-editor'
import type { ItemPanels } from './content-item-editor'

import { Dialog, DialogContent } from '@/components/ui/dialog'
import { toAppUser } from '@/lib/session-user'
import { authStore, initialAuthState } from '@/stores/auth'
import { fakeUser } from '@/testing/auth-fixtures'
import { renderApp } from '@/testing/render-app'
import { apiJson, stubApi } from '@/testing/stub-api'

// The SEO tab belongs to another feature; these tests never open it.
const noPanels: ItemPanels = { seo: () => null }

const article: ContentType = {
  id: 't-article',
  name: 'Article',
  slug: 'article',
  description: '',
  fields: [
    { id: 'f1', name: 'Summary', type: 'text', required: false, description: '' },
    { id: 'f2', name: 'Body', type: 'rich-text', required: true, description: '' },
  ],
  titleField: null,
  previewUrl: '',
  itemCount: 1,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
}

const item: ContentItem = {
  id: 'i-1',
  contentTypeId: article.id,
  title: 'Spring launch',
  slug: 'spring-launch',
  status: 'draft',
  data: {
    Summary: 'Our new lamps are here and they are very bright indeed.',
    Body: '<p>Old text</p>',
  },
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  publishedAt: null,
  scheduledFor: null,
  createdBy: null,
  updatedBy: null,
  version: 1,
  locale: 'en',
}

const language = (code: string, name: string, isDefault = false): Language => ({
  id: code,
  code,
  name,
  isDefault,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
})

const reply = (status: number, body: unknown) => apiJson(body, status)

type AssistAnswer = (
  input: AiAssistInput,
  signal: AbortSignal | null | undefined,
) => Promise<Response>

let assisted: AiAssistInput[] = []
let available = true
let answer: AssistAnswer

const done = (text: string, format: 'text' | 'html') =>
  Promise.resolve(
    reply(200, { data: { text, format, provider: 'openai', model: 'gpt-4', usage: null } }),
  )

beforeAll(() => {
  // jsdom does no layout: ProseMirror scrolls the selection into view after Undo.
  const range = Range.prototype as Partial<Range>
  range.getClientRects ??= () => [] as unknown as DOMRectList
  range.getBoundingClientRect ??= () => new DOMRect()
})

beforeEach(() => {
  assisted = []
  available = true
  answer = (input) =>
    done(
      input.format === 'html' ? '<p>New <strong>text</strong></p>' : 'Bright new lamps.',
      input.format ?? 'text',
    )
  authStore.setState({
    ...initialAuthState,
    isResolved: true,
    isAuthenticated: true,
    user: toAppUser(fakeUser()),
  })
  stubApi.get('/api/v1/me/permissions', () => reply(404, {}))
  stubApi.get('/api/v1/content-types/t-article', { data: article })
  stubApi.get('/api/v1/content/t-article/items/i-1', { data: item })
  stubApi.get('/api/v1/ai/status', () => ({
    data: {
      available,
      source: 'settings',
      provider: 'openai',
      model: 'gpt-4',
      builtinLocked: false,
    },
  }))
  stubApi.get('/api/v1/languages', {
    data: [language('en', 'English', true), language('fr', 'French'), language('de', 'German')],
  })
  // Saves the form makes as a test leaves it; no test is about them.
  stubApi.put('/api/v1/content/t-article/items/i-1', ({ body }) => ({
    data: { ...item, ...(body as Partial<ContentItem>), version: item.version + 1 },
  }))
  stubApi.post('/api/v1/ai/assist', ({ body, signal }) => {
    assisted.push(body as AiAssistInput)
    return answer(body as AiAssistInput, signal)
  })
})

function renderEditor() {
  renderApp(
    <ContentItemEditor
      modal={{ kind: 'content-item', contentTypeId: article.id, id: item.id }}
      panels={noPanels}
      onClose={vi.fn()}
    />,
  )
}

/** Opens a field's AI menu and answers the menu element. */
async function openMenu(field: string) {
  // The menu waits for GET /ai/status; give a busy machine time.
  const trigger = await screen.findByRole(
    'button',
    { name: `AI assist for ${field}` },
    { timeout: 3000 },
  )
  fireEvent.keyDown(trigger, { key: 'Enter' })
  return screen.findByRole('menu')
}

async function choose(field: string, action: string) {
  const menu = await openMenu(field)
  fireEvent.click(within(menu).getByRole('menuitem', { name: action }))
}

const body = () => screen.getByRole('textbox', { name: 'Body' })

describe('AI in the content editor', () => {
  it('previews a rewrite of a rich-text field; Discard keeps it, Accept changes it, Undo restores it', async () => {
    renderEditor()
    await choose('Body', 'Rewrite')
    const dialog = await screen.findByRole('dialog', { name: 'Rewrite: Body' })
    const proposal = await within(dialog).findByRole('region', { name: 'Proposed text' })
    expect(proposal.firstElementChild?.innerHTML).toBe('<p>New <strong>text</strong></p>')
    expect(assisted).toEqual([{ action: 'rewrite', text: '<p>Old text</p>', format: 'html' }])

    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rewrite: Body' })).toBeNull())
    expect(body().innerHTML).toBe('<p>Old text</p>')

    await choose('Body', 'Rewrite')
    const again = await screen.findByRole('dialog', { name: 'Rewrite: Body' })
    fireEvent.click(await within(again).findByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(body().innerHTML).toBe('<p>New <strong>text</strong></p>'))
    expect(screen.getByRole('button', { name: 'Undo AI change' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(body().innerHTML).toBe('<p>Old text</p>'))
    expect(screen.queryByRole('button', { name: 'Undo AI change' })).toBeNull()
  })

  it('replaces only the selected words of a rich-text field', async () => {
    answer = () => done('<p>Brand-new</p>', 'html')
    renderEditor()
    await screen.findByRole('button', { name: 'AI assist for Body' }, { timeout: 3000 })
    const editor = (body() as HTMLElement & { editor: Editor }).editor
    editor.commands.setTextSelection({ from: 1, to: 4 })
    await choose('Body', 'Rewrite')
    const dialog = await screen.findByRole('dialog', { name: 'Rewrite: Body' })
    expect(assisted[0]).toMatchObject({ text: 'Old', format: 'html' })
    // The proposal (and what Accept will do) shows once the reply is in.
    expect(
      await within(dialog).findByText('Accept replaces the selected text.', { exact: false }),
    ).toBeTruthy()
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(body().innerHTML).toBe('<p>Brand-new text</p>'))
    fireEvent.click(screen.getByRole('button', { name: 'Undo AI change' }))
    await waitFor(() => expect(body().innerHTML).toBe('<p>Old text</p>'))
  })

  it('sets a text field on Accept and takes it back with Undo AI change', async () => {
    renderEditor()
    const summary = await screen.findByLabelText<HTMLInputElement>('Summary')
    await choose('Summary', 'Shorten')
    const dialog = await screen.findByRole('dialog', { name: 'Shorten: Summary' })
    expect(await within(dialog).findByText('Bright new lamps.')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }))
    expect(summary.value).toBe('Bright new lamps.')

    fireEvent.click(screen.getByRole('button', { name: 'Undo AI change' }))
    expect(summary.value).toBe(item.data.Summary)
  })

  it('translates into the configured languages other than the item’s own', async () => {
    renderEditor()
    const menu = await openMenu('Body')
    const translate = within(menu).getByRole('menuitem', { name: 'Translate into…' })
    fireEvent.keyDown(translate, { key: 'ArrowRight' })
    const languages = await screen.findByRole('menu', { name: 'Translate into…' })
    const names = within(languages)
      .getAllByRole('menuitem')
      .map((entry) => entry.textContent)
    expect(names).toEqual(['Frenchfr', 'Germande'])

    fireEvent.click(within(languages).getByRole('menuitem', { name: /French/ }))
    expect(await screen.findByRole('dialog', { name: 'Translate into French: Body' })).toBeTruthy()
    expect(assisted[0]).toMatchObject({ action: 'translate', targetLocale: 'fr', format: 'html' })
  })

  it('shows the server’s error and can try again', async () => {
    const message =
      'Failed to generate completion with openai. OpenAI is rate limiting requests. Try again shortly.'
    answer = () => Promise.resolve(reply(429, { error: { code: 'rate_limited', message } }))
    renderEditor()
    await choose('Summary', 'Fix grammar')
    const dialog = await screen.findByRole('dialog', { name: 'Fix grammar: Summary' })
    expect((await within(dialog).findByRole('alert')).textContent).toContain(message)

    answer = (input) => done('Our new lamps are here, and they are bright.', input.format ?? 'text')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect(
      await within(dialog).findByText('Our new lamps are here, and they are bright.'),
    ).toBeTruthy()
    expect(assisted).toHaveLength(2)
  })

  it('asks for a prompt to draft, and Cancel stops a request under way', async () => {
    let aborted = false
    answer = (_input, signal) =>
      new Promise((_resolve, reject) => {
        signal?.addEventListener('abort', () => {
          aborted = true
          reject(new DOMException('Aborted', 'AbortError'))
        })
      })
    renderEditor()
    await choose('Body', 'Draft from a prompt…')
    const dialog = await screen.findByRole('dialog', { name: 'Draft from a prompt: Body' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }))
    expect(await within(dialog).findByText('Please enter a prompt')).toBeTruthy()
    expect(assisted).toEqual([])

    fireEvent.change(within(dialog).getByLabelText('What should the AI write?'), {
      target: { value: 'A launch announcement' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }))
    expect(await within(dialog).findByText('Working on it...')).toBeTruthy()
    expect(assisted[0]).toMatchObject({ action: 'draft', prompt: 'A launch announcement' })

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Draft/ })).toBeNull())
    expect(aborted).toBe(true)
    expect(body().innerHTML).toBe('<p>Old text</p>')
  })

  it('previews rich text sanitised the way the editor would hold it', async () => {
    answer = () =>
      done(
        '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">there</a></p><iframe src="https://evil.test"></iframe>',
        'html',
      )
    renderEditor()
    await choose('Body', 'Expand')
    const dialog = await screen.findByRole('dialog', { name: 'Expand: Body' })
    const proposal = await within(dialog).findByRole('region', { name: 'Proposed text' })
    expect(proposal.firstElementChild?.innerHTML).toBe('<p>Hi there</p>')
  })

  it('counts an accepted rewrite as a change: closing the editor then asks first', async () => {
    const onClose = vi.fn<() => void>()
    renderApp(
      <Dialog
        open
        onOpenChange={(open) => {
          if (!open) onClose()
        }}
      >
        <DialogContent title="Edit Content">
          <ContentItemEditor
            modal={{ kind: 'content-item', contentTypeId: article.id, id: item.id }}
            panels={noPanels}
            onClose={onClose}
          />
        </DialogContent>
      </Dialog>,
    )
    await choose('Summary', 'Shorten')
    const dialog = await screen.findByRole('dialog', { name: 'Shorten: Summary' })
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Accept' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Shorten: Summary' })).toBeNull(),
    )

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeTruthy()
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }))
    expect(onClose).toHaveBeenCalled()
  })

  it('offers no AI when the assistant is not available', async () => {
    available = false
    renderEditor()
    await screen.findByLabelText<HTMLInputElement>('Summary')
    await waitFor(() => expect(screen.queryByRole('button', { name: /^AI assist/ })).toBeNull())
    expect(assisted).toEqual([])
  })
})
