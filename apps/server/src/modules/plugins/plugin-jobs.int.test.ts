import type { ContentItem } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createType, type ContentApi } from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import { runDuePluginJobs } from './plugin-jobs.js'
import {
  config,
  grant,
  pluginSource,
  repoPlugin,
  startPluginApi,
} from '../../test/plugin-fixtures.js'

const ticker = pluginSource(
  config('ticker', { permissions: ['jobs', 'routes'] }),
  `{
    runs: 0,
    jobs: [{ name: 'tick', intervalMinutes: 5, run: async () => { plugin.runs += 1 } }],
    routes: [{ method: 'GET', path: '/runs', handler: () => ({ runs: plugin.runs }) }],
  }`,
)

describe(`plugin jobs and the auto-SEO plugin on ${dialectUnderTest}`, () => {
  let api: ContentApi
  beforeAll(async () => {
    // The server's own scheduler would also run the job, a second after the grant at the
    // latest, and claim the run the test is racing for: here it waits an hour between rounds.
    api = await startPluginApi({ ticker }, [repoPlugin('auto-seo')], {
      SCHEDULER_INTERVAL_MS: String(60 * 60_000),
    })
  })
  afterAll(async () => api?.close())

  const runs = async () =>
    (await api.call<{ runs: number }>('editor', 'GET', '/plugins/ticker/runs')).body.runs

  it('runs a job only when granted, once per interval however many runners race', async () => {
    const host = api.server.app.plugins
    const now = new Date()
    expect(await runDuePluginJobs(host, now)).toBe(0)
    await grant(api, 'ticker', ['jobs', 'routes'])
    const raced = await Promise.all([runDuePluginJobs(host, now), runDuePluginJobs(host, now)])
    expect(raced.reduce((a, b) => a + b)).toBe(1)
    expect(await runs()).toBe(1)
    // Not yet due again a minute later; due after its five minutes.
    expect(await runDuePluginJobs(host, new Date(now.getTime() + 60_000))).toBe(0)
    expect(await runDuePluginJobs(host, new Date(now.getTime() + 5 * 60_000))).toBe(1)
    expect(await runs()).toBe(2)
  })

  it('writes an empty SEO description from the first paragraph, and keeps a written one', async () => {
    const type = await createType(api, 'Post', [
      { name: 'title', type: 'text' },
      { name: 'content', type: 'rich-text' },
      { name: 'meta_description', type: 'text' },
    ])
    await grant(api, 'auto-seo', ['content:read', 'content:write'])
    const settings = await api.call('admin', 'PATCH', '/plugins/auto-seo', {
      settings: { field: 'meta_description', maxLength: 60 },
    })
    expect(settings.status).toBe(200)
    const save = (meta: string) =>
      api.call<{ data: ContentItem }>('editor', 'POST', `/content/${type.slug}/items`, {
        title: 'Post',
        status: 'draft',
        data: {
          title: 'Post',
          content:
            '<h2>Intro</h2><p>Folio is a <strong>headless</strong> CMS &amp; it is fast to run on any server you have.</p><p>Second.</p>',
          meta_description: meta,
        },
      })
    expect((await save('')).body.data.data.meta_description).toBe(
      'Folio is a headless CMS & it is fast to run on any server…',
    )
    expect((await save('Written by hand')).body.data.data.meta_description).toBe('Written by hand')
  })

  it('checks the fields that name a plugin validator, after Folio’s own checks', async () => {
    const validators = await api.call<{ data: { id: string; label: string }[] }>(
      'admin',
      'GET',
      '/plugins/validators',
    )
    expect(validators.body.data).toContainEqual(
      expect.objectContaining({
        id: 'auto-seo/description-length',
        label: 'SEO description length',
      }),
    )
    expect((await api.call('editor', 'GET', '/plugins/validators')).status).toBe(403)
    const type = await api.call<{ data: { slug: string; fields: { validators?: string[] }[] } }>(
      'admin',
      'POST',
      '/content-types',
      {
        name: 'Landing',
        fields: [
          { name: 'title', type: 'text', required: true },
          { name: 'summary', type: 'text', validators: ['auto-seo/description-length'] },
        ],
      },
    )
    expect(type.status).toBe(201)
    expect(type.body.data.fields[1]?.validators).toEqual(['auto-seo/description-length'])
    const save = (summary: string) =>
      api.call<{ error: { details: { path: string; message: string }[] } }>(
        'editor',
        'POST',
        `/content/${type.body.data.slug}/items`,
        { title: 'Landing', status: 'draft', data: { title: 'Landing', summary } },
      )
    expect(await save('Too short')).toMatchObject({
      status: 400,
      body: {
        error: {
          details: [
            {
              path: 'data.summary',
              message: 'summary should be at least 50 characters for search results',
            },
          ],
        },
      },
    })
    expect((await save('A summary long enough to be shown whole in search results.')).status).toBe(
      201,
    )
    const badName = await api.call('admin', 'POST', '/content-types', {
      name: 'Bad',
      fields: [{ name: 'title', type: 'text', validators: ['no slash'] }],
    })
    expect(badName).toMatchObject({
      status: 400,
      body: { error: { details: [{ message: 'Name a plugin validator as plugin/validator' }] } },
    })
  })
})
