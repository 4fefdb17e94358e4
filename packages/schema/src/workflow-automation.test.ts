import { describe, expect, it } from 'vitest'

import {
  automationMessages,
  createAutomationRuleInputSchema,
  describeAutomationRule,
  matchingAutomationRule,
  updateAutomationRuleInputSchema,
} from './workflow-automation.js'

const jane = { id: 'u-jane', name: 'Jane Doe', email: 'jane@example.com' }

describe('workflow automation rules', () => {
  it('reads a rule in words', () => {
    expect(
      describeAutomationRule({
        trigger: 'submitted',
        contentTypeId: 't-post',
        contentTypeName: 'Blog Post',
        action: { type: 'assign_reviewer', reviewerId: jane.id },
        reviewer: jane,
      }),
    ).toBe('When a Blog Post is submitted, assign Jane Doe as reviewer')
    expect(
      describeAutomationRule({
        trigger: 'approved',
        contentTypeId: 't-article',
        contentTypeName: 'Article',
        action: { type: 'publish' },
        reviewer: null,
      }),
    ).toBe('When an Article is approved, publish it')
    expect(
      describeAutomationRule({
        trigger: 'approved',
        contentTypeId: null,
        contentTypeName: null,
        action: { type: 'publish' },
        reviewer: null,
      }),
    ).toBe('When any item is approved, publish it')
  })

  it('picks the enabled rule of the type before the every-type one', () => {
    const rule = (id: string, contentTypeId: string | null, enabled = true) => ({
      id,
      trigger: 'submitted' as const,
      contentTypeId,
      enabled,
    })
    const rules = [rule('any', null), rule('post', 't-post'), rule('off', 't-memo', false)]
    expect(matchingAutomationRule(rules, 'submitted', 't-post')?.id).toBe('post')
    expect(matchingAutomationRule(rules, 'submitted', 't-memo')?.id).toBe('any')
    expect(matchingAutomationRule(rules, 'approved', 't-post')).toBeUndefined()
  })

  it('ties each action to its trigger and drops a publish rule’s reviewer', () => {
    const wrong = createAutomationRuleInputSchema.safeParse({
      trigger: 'approved',
      action: { type: 'assign_reviewer', reviewerId: jane.id },
    })
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['action.type', automationMessages.assignNeedsSubmitted],
    ])
    expect(
      createAutomationRuleInputSchema.parse({
        trigger: 'approved',
        action: { type: 'publish', reviewerId: jane.id },
      }),
    ).toEqual({
      trigger: 'approved',
      contentTypeId: null,
      action: { type: 'publish' },
      enabled: true,
    })
    expect(updateAutomationRuleInputSchema.safeParse({}).error?.issues[0]?.message).toBe(
      automationMessages.nothingToChange,
    )
  })
})
