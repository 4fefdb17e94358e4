import type {
  ApiErrorBody,
  WorkflowAutomationRule,
  WorkflowAutomationRuleList,
} from '@folio/schema'
import { automationMessages, entitlementMessage, workflowMessages } from '@folio/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestUser } from '../../test/auth-helpers.js'
import {
  createType,
  startContentApi,
  type ContentApi,
  type Role,
} from '../../test/content-fixtures.js'
import { dialectUnderTest } from '../../test/test-server.js'
import { automationConstraints } from './automation-errors.js'
import { insertRuleRow } from './automation-rules.repository.js'
import { demoUserId } from '../../test/automation-fixtures.js'
import { SELLS_PLANS_ENV, setPlan } from '../../test/plan-fixtures.js'

type RuleAnswer = { data: WorkflowAutomationRule } & ApiErrorBody
const rules = '/workflow/automation-rules'

/** Calls the API with any method (the fixture's type lists the common ones only). */
function send<T>(api: ContentApi, as: Role | null, method: string, path: string, body?: unknown) {
  return api.call<T>(as, method as 'GET', path, body)
}

describe(`workflow automation rules API on ${dialectUnderTest}`, () => {
  let api: ContentApi
  let post: Awaited<ReturnType<typeof createType>>
  let article: Awaited<ReturnType<typeof createType>>
  let jane: string

  beforeAll(async () => {
    api = await startContentApi()
    post = await createType(api, 'Blog Post', [{ name: 'body', type: 'text' }])
    article = await createType(api, 'Article', [{ name: 'body', type: 'text' }])
    const user = await createTestUser(api.server, 'jane@example.com', {
      role: 'editor',
      userMetadata: { full_name: 'Jane Doe' },
    })
    jane = user.id
  })
  afterAll(async () => {
    await api.close()
  })

  const create = (body: unknown) => send<RuleAnswer>(api, 'admin', 'POST', rules, body)
  const patch = (id: string, body: unknown) =>
    send<RuleAnswer>(api, 'admin', 'PATCH', `${rules}/${id}`, body)
  const remove = (id: string) => send<ApiErrorBody>(api, 'admin', 'DELETE', `${rules}/${id}`)
  const list = async (as: Role = 'admin') => {
    const res = await send<WorkflowAutomationRuleList>(api, as, 'GET', rules)
    expect(res.status).toBe(200)
    return res.body
  }
  const assignRule = (reviewerId: string, contentTypeId: string | null = post.id) => ({
    trigger: 'submitted',
    contentTypeId,
    action: { type: 'assign_reviewer', reviewerId },
  })
  async function created(body: unknown) {
    const res = await create(body)
    expect(res.body.error).toBeUndefined()
    expect(res.status).toBe(201)
    return res.body.data
  }

  it('creates, lists, switches off and deletes rules', async () => {
    const assign = await created(assignRule(jane))
    expect(assign).toMatchObject({
      trigger: 'submitted',
      contentTypeId: post.id,
      contentTypeName: 'Blog Post',
      action: { type: 'assign_reviewer', reviewerId: jane },
      reviewer: { id: jane, name: 'Jane Doe', email: 'jane@example.com' },
      enabled: true,
    })
    // A publish rule names no reviewer, even when one is sent.
    const publish = await created({
      trigger: 'approved',
      action: { type: 'publish', reviewerId: jane },
    })
    expect(publish).toMatchObject({
      contentTypeId: null,
      contentTypeName: null,
      action: { type: 'publish' },
      reviewer: null,
    })

    // Editors read them (the submit dialog does); self-hosted, rules always run.
    const seen = await list('editor')
    expect(seen.active).toBe(true)
    expect(seen.data.map((rule) => rule.id)).toEqual([assign.id, publish.id])

    const off = await patch(publish.id, { enabled: false })
    expect(off.status).toBe(200)
    expect(off.body.data).toMatchObject({ enabled: false, action: { type: 'publish' } })
    expect(off.body.data.updatedAt >= publish.updatedAt).toBe(true)

    for (const rule of [assign, publish]) expect((await remove(rule.id)).status).toBe(204)
    expect((await list()).data).toEqual([])
    const again = await remove(assign.id)
    expect(again.status).toBe(404)
    expect(again.body.error.message).toBe(automationMessages.ruleNotFound)
  })

  it('says which trigger an action needs, and what is missing', async () => {
    const cases: [unknown, string, string][] = [
      [
        { trigger: 'approved', action: { type: 'assign_reviewer', reviewerId: jane } },
        'action.type',
        automationMessages.assignNeedsSubmitted,
      ],
      [
        { trigger: 'submitted', action: { type: 'publish' } },
        'action.type',
        automationMessages.publishNeedsApproved,
      ],
      [
        { trigger: 'submitted', action: { type: 'assign_reviewer' } },
        'action.reviewerId',
        automationMessages.reviewerRequired,
      ],
      [{ action: { type: 'publish' } }, 'trigger', automationMessages.triggerRequired],
      [{ trigger: 'approved', action: {} }, 'action.type', automationMessages.actionRequired],
    ]
    for (const [body, path, message] of cases) {
      const res = await create(body)
      expect(res.status).toBe(400)
      expect(res.body.error.code).toBe('validation_failed')
      expect(res.body.error.details).toContainEqual({ path, message })
    }

    // The reviewer must be an active editor or admin: the submit dialog's own check.
    const viewer = await create(assignRule(await demoUserId(api, 'viewer')))
    expect(viewer.status).toBe(422)
    expect(viewer.body.error.details?.[0]?.path).toBe('action.reviewerId')
    expect(viewer.body.error.message).toMatch(/is a viewer and cannot review content/)
    const nobody = await create(assignRule('no-such-user'))
    expect(nobody.status).toBe(422)
    expect(nobody.body.error.message).toBe(workflowMessages.assigneeNotFound)
    const noType = await create(assignRule(jane, 'no-such-type'))
    expect(noType.status).toBe(422)
    expect(noType.body.error.details).toEqual([
      { path: 'contentTypeId', message: automationMessages.contentTypeNotFound },
    ])

    // A change is checked with the rest of the stored rule.
    const publish = await created({ trigger: 'approved', action: { type: 'publish' } })
    const wrong = await patch(publish.id, { trigger: 'submitted' })
    expect(wrong.status).toBe(422)
    expect(wrong.body.error.message).toBe(automationMessages.publishNeedsApproved)
    const empty = await patch(publish.id, {})
    expect(empty.status).toBe(400)
    expect(empty.body.error.message).toBe(automationMessages.nothingToChange)
    expect((await remove(publish.id)).status).toBe(204)
    expect((await list()).data).toEqual([])
  })

  it('keeps one enabled rule per trigger and type, and one for every type', async () => {
    const admin = await demoUserId(api, 'admin')
    const first = await created(assignRule(jane))
    const twin = await create(assignRule(admin))
    expect(twin.status).toBe(409)
    expect(twin.body.error.message).toBe(
      automationMessages.duplicate('assign_reviewer', 'Blog Post'),
    )
    // Other types and every type are other scopes; a disabled twin waits its turn.
    const forArticles = await created(assignRule(admin, article.id))
    const forAll = await created(assignRule(admin, null))
    const anyTwin = await create(assignRule(jane, null))
    expect(anyTwin.status).toBe(409)
    expect(anyTwin.body.error.message).toBe(automationMessages.duplicate('assign_reviewer', null))
    const spare = await created({ ...assignRule(admin), enabled: false })
    const enable = await patch(spare.id, { enabled: true })
    expect(enable.status).toBe(409)
    expect((await patch(first.id, { enabled: false })).status).toBe(200)
    expect((await patch(spare.id, { enabled: true })).status).toBe(200)
    // Moving a rule onto a scope taken by an enabled one is refused the same way.
    const moved = await patch(forArticles.id, { contentTypeId: post.id })
    expect(moved.status).toBe(409)

    const publishAll = await created({ trigger: 'approved', action: { type: 'publish' } })
    const publishTwin = await create({ trigger: 'approved', action: { type: 'publish' } })
    expect(publishTwin.status).toBe(409)
    expect(publishTwin.body.error.message).toBe(automationMessages.duplicate('publish', null))

    for (const rule of [first, forArticles, forAll, spare, publishAll]) {
      expect((await remove(rule.id)).status).toBe(204)
    }
  })

  it('has the database refuse an enabled twin that slips past the check', async () => {
    const { db, dialect } = api.server.app.database
    const row = (id: string, typeId: string | null, enabled = 1) => ({
      id,
      trigger: 'approved',
      content_type_id: typeId,
      action: 'publish',
      reviewer_id: null,
      enabled,
      created_at: new Date().toISOString(),
      created_by: null,
      updated_at: new Date().toISOString(),
    })
    const refusal = async (values: ReturnType<typeof row>) => {
      try {
        await insertRuleRow(db, values)
      } catch (error) {
        return error
      }
      throw new Error('the twin was written')
    }
    await insertRuleRow(db, row('race-type', post.id))
    await insertRuleRow(db, row('race-any', null))
    // Disabled twins are fine at any scope.
    await insertRuleRow(db, row('race-type-off', post.id, 0))
    await insertRuleRow(db, row('race-any-off', null, 0))
    const typeTwin = await refusal(row('race-type-2', post.id))
    expect(dialect.isUniqueViolation(typeTwin, automationConstraints.perType)).toBe(true)
    expect(dialect.isUniqueViolation(typeTwin, automationConstraints.anyType)).toBe(false)
    const anyTwin = await refusal(row('race-any-2', null))
    expect(dialect.isUniqueViolation(anyTwin, automationConstraints.anyType)).toBe(true)
    expect(dialect.isUniqueViolation(anyTwin, automationConstraints.perType)).toBe(false)
    await db.deleteFrom('workflow_automation_rules').where('id', 'like', 'race-%').execute()
  })

  it('lets editors read but only admins write; viewers and strangers read nothing', async () => {
    const rule = await created(assignRule(jane))
    for (const [method, path] of [
      ['POST', rules],
      ['PATCH', `${rules}/${rule.id}`],
      ['DELETE', `${rules}/${rule.id}`],
    ] as const) {
      const res = await send<ApiErrorBody>(api, 'editor', method, path, {
        trigger: 'approved',
        action: { type: 'publish' },
      })
      expect(res.status).toBe(403)
    }
    expect((await send(api, 'viewer', 'GET', rules)).status).toBe(403)
    expect((await send(api, null, 'GET', rules)).status).toBe(401)
    expect((await list('editor')).data).toHaveLength(1)
    expect((await remove(rule.id)).status).toBe(204)
  })

  it('deletes a rule with its content type and with its reviewer’s account', async () => {
    const doomed = await createType(api, 'Press Release', [{ name: 'body', type: 'text' }])
    const sam = await createTestUser(api.server, 'sam@example.com', { role: 'editor' })
    const byType = await created(assignRule(jane, doomed.id))
    const byReviewer = await created(assignRule(sam.id, article.id))
    const kept = await created({ trigger: 'approved', action: { type: 'publish' } })

    expect((await send(api, 'admin', 'DELETE', `/content-types/${doomed.id}`)).status).toBe(204)
    expect((await send(api, 'admin', 'DELETE', `/users/${sam.id}`)).status).toBe(204)

    const left = (await list()).data.map((rule) => rule.id)
    expect(left).not.toContain(byType.id)
    expect(left).not.toContain(byReviewer.id)
    expect(left).toEqual([kept.id])
    expect((await remove(kept.id)).status).toBe(204)
  })
})

describe(`workflow automation rules on the Free plan, on ${dialectUnderTest}`, () => {
  let api: ContentApi

  beforeAll(async () => {
    api = await startContentApi(SELLS_PLANS_ENV)
  })
  afterAll(async () => {
    await api.close()
  })

  const publishRule = { trigger: 'approved', action: { type: 'publish' } }

  it('refuses writes with 402 on Free and keeps the rules, paused, when Premium ends', async () => {
    const free = await send<ApiErrorBody>(api, 'admin', 'POST', rules, publishRule)
    expect(free.status).toBe(402)
    expect(free.body.error).toEqual({
      code: 'payment_required',
      message: entitlementMessage('workflow_automation'),
    })
    // The plan is checked before the rule: one naming a missing type is refused for the plan too.
    const missingType = { ...publishRule, contentTypeId: 'no-such-type' }
    expect((await send(api, 'admin', 'POST', rules, missingType)).status).toBe(402)
    // Roles still come first.
    expect((await send(api, 'editor', 'POST', rules, publishRule)).status).toBe(403)
    const empty = await send<WorkflowAutomationRuleList>(api, 'editor', 'GET', rules)
    expect(empty.body).toEqual({ data: [], active: false })

    await setPlan(api.server.app.database.db, 'premium')
    const made = await send<RuleAnswer>(api, 'admin', 'POST', rules, publishRule)
    expect(made.status).toBe(201)
    const onPremium = await send<WorkflowAutomationRuleList>(api, 'admin', 'GET', rules)
    expect(onPremium.body.active).toBe(true)

    await setPlan(api.server.app.database.db, 'free')
    const paused = await send<WorkflowAutomationRuleList>(api, 'admin', 'GET', rules)
    expect(paused.body.active).toBe(false)
    expect(paused.body.data.map((rule) => rule.id)).toEqual([made.body.data.id])
    const path = `${rules}/${made.body.data.id}`
    expect((await send(api, 'admin', 'PATCH', path, { enabled: false })).status).toBe(402)
    expect((await send(api, 'admin', 'DELETE', path)).status).toBe(402)
  })
})
