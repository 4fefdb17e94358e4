import { z } from 'zod'

import { workflowUserSchema } from './workflow.js'

/*
 * Workflow automation (Premium): rules that act on the review workflow by themselves. A rule
 * names a moment (`trigger`), the content type it watches (null: every type) and one action.
 * Each action belongs to one moment: a reviewer is assigned when an item is submitted, and an
 * item is published when it is approved.
 */

export const automationTriggers = ['submitted', 'approved'] as const
export type AutomationTrigger = (typeof automationTriggers)[number]

export const automationActionTypes = ['assign_reviewer', 'publish'] as const
export type AutomationActionType = (typeof automationActionTypes)[number]

/** The one trigger each action runs on. */
export const automationActionTrigger: Record<AutomationActionType, AutomationTrigger> = {
  assign_reviewer: 'submitted',
  publish: 'approved',
}

export const automationTriggerLabels: Record<AutomationTrigger, string> = {
  submitted: 'Submitted for review',
  approved: 'Approved',
}

export const automationActionLabels: Record<AutomationActionType, string> = {
  assign_reviewer: 'Assign a reviewer',
  publish: 'Publish it',
}

/** "a Blog Post", "an Article": a type's name in a sentence. */
function withArticle(name: string): string {
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`
}

export const automationMessages = {
  triggerRequired: 'Choose when the rule runs',
  actionRequired: 'Choose what the rule does',
  reviewerRequired: 'Choose the reviewer the rule assigns',
  assignNeedsSubmitted:
    'A rule can assign a reviewer only when an item is submitted for review; choose "Submitted for review"',
  publishNeedsApproved: 'A rule can publish an item only when it is approved; choose "Approved"',
  ruleNotFound: 'Workflow rule not found',
  contentTypeNotFound: 'That content type does not exist',
  duplicate: (action: AutomationActionType, typeName: string | null) => {
    const what = typeName ? withArticle(typeName) : 'any item'
    const doing =
      action === 'assign_reviewer'
        ? `assigns a reviewer when ${what} is submitted`
        : `publishes ${what} when it is approved`
    return `An enabled rule already ${doing}. Disable or delete it first.`
  },
  nothingToChange: 'Nothing to change: send enabled, contentTypeId, trigger or action',
  paused:
    'Workflow automation is part of Premium. These rules are kept but do not run on the Free plan.',
  publishedByRule: 'Published automatically by a workflow rule',
  scheduledByRule: 'Scheduled automatically by a workflow rule',
  publishRefused: (reason: string) =>
    `A workflow rule could not publish this item: ${reason.replace(/\.?$/, '.')} The approval stands; publish it by hand.`,
  assignedByRule: (name: string) => `Assigned by rule: ${name}`,
} as const

/** What a rule does, as the API answers it. */
export const automationActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('assign_reviewer'), reviewerId: z.string() }),
  z.object({ type: z.literal('publish') }),
])
export type AutomationAction = z.infer<typeof automationActionSchema>

/** `GET /api/v1/workflow/automation-rules`: one rule, with the names it shows in words. */
export const workflowAutomationRuleSchema = z.object({
  id: z.string(),
  trigger: z.enum(automationTriggers),
  /** Null: every content type. */
  contentTypeId: z.string().nullable(),
  contentTypeName: z.string().nullable(),
  action: automationActionSchema,
  /** The reviewer an assign rule names (null for publish rules). */
  reviewer: workflowUserSchema.nullable(),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type WorkflowAutomationRule = z.infer<typeof workflowAutomationRuleSchema>

export const workflowAutomationRuleListSchema = z.object({
  data: z.array(workflowAutomationRuleSchema),
  /** Whether the rules run now: false on the Free plan of an installation that sells Premium. */
  active: z.boolean(),
})
export type WorkflowAutomationRuleList = z.infer<typeof workflowAutomationRuleListSchema>

interface RuleShape {
  trigger: AutomationTrigger
  action: { type: AutomationActionType; reviewerId?: string | null | undefined }
}

/**
 * The problems of a rule's trigger and action together, with the paths of the input. Shared by
 * the create and update checks, the server (which merges a change with the stored rule) and
 * the app's form.
 */
export function automationRuleProblems(rule: RuleShape): { path: string[]; message: string }[] {
  const { trigger, action } = rule
  if (action.type === 'assign_reviewer') {
    return [
      ...(trigger === 'submitted'
        ? []
        : [{ path: ['action', 'type'], message: automationMessages.assignNeedsSubmitted }]),
      ...(action.reviewerId
        ? []
        : [{ path: ['action', 'reviewerId'], message: automationMessages.reviewerRequired }]),
    ]
  }
  return trigger === 'approved'
    ? []
    : [{ path: ['action', 'type'], message: automationMessages.publishNeedsApproved }]
}

const actionInput = z.object({
  type: z.enum(automationActionTypes, { error: automationMessages.actionRequired }),
  reviewerId: z.string().trim().nullable().optional(),
})

/** The stored shape of an action: a publish rule names no reviewer. */
function toAction(action: z.output<typeof actionInput>): AutomationAction {
  return action.type === 'assign_reviewer'
    ? { type: 'assign_reviewer', reviewerId: action.reviewerId ?? '' }
    : { type: 'publish' }
}

/** `POST /api/v1/workflow/automation-rules` (admins, Premium). */
export const createAutomationRuleInputSchema = z
  .object({
    trigger: z.enum(automationTriggers, { error: automationMessages.triggerRequired }),
    /** Null or absent: every content type. */
    contentTypeId: z.string().trim().min(1).nullable().optional(),
    action: actionInput,
    enabled: z.boolean().optional(),
  })
  .superRefine((input, ctx) => {
    for (const problem of automationRuleProblems(input)) {
      ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message })
    }
  })
  .transform((input) => ({
    trigger: input.trigger,
    contentTypeId: input.contentTypeId ?? null,
    action: toAction(input.action),
    enabled: input.enabled ?? true,
  }))
export type CreateAutomationRuleInput = z.input<typeof createAutomationRuleInputSchema>
export type ParsedCreateAutomationRuleInput = z.output<typeof createAutomationRuleInputSchema>

/**
 * `PATCH /api/v1/workflow/automation-rules/{id}` (admins, Premium): any part; the server checks
 * the rule it makes together with the stored one.
 */
export const updateAutomationRuleInputSchema = z
  .object({
    trigger: z.enum(automationTriggers, { error: automationMessages.triggerRequired }).optional(),
    contentTypeId: z.string().trim().min(1).nullable().optional(),
    action: actionInput.optional(),
    enabled: z.boolean().optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: automationMessages.nothingToChange,
    // A path, so the answer carries this message rather than a generic one about the body.
    path: ['body'],
  })
  .transform((input) => ({
    ...input,
    action: input.action && toAction(input.action),
  }))
export type UpdateAutomationRuleInput = z.input<typeof updateAutomationRuleInputSchema>
export type ParsedUpdateAutomationRuleInput = z.output<typeof updateAutomationRuleInputSchema>

/**
 * The enabled rule that runs for an item of a type at a moment: one naming the type wins over
 * one for every type. Shared so the server's engine and the submit dialog's hint agree.
 */
export function matchingAutomationRule<
  R extends Pick<WorkflowAutomationRule, 'trigger' | 'contentTypeId' | 'enabled'>,
>(rules: readonly R[], trigger: AutomationTrigger, contentTypeId: string): R | undefined {
  const candidates = rules.filter((rule) => rule.enabled && rule.trigger === trigger)
  return (
    candidates.find((rule) => rule.contentTypeId === contentTypeId) ??
    candidates.find((rule) => rule.contentTypeId === null)
  )
}

/**
 * A rule in words: "When a Blog Post is submitted, assign Jane Doe as reviewer", "When any
 * item is approved, publish it".
 */
export function describeAutomationRule(
  rule: Pick<WorkflowAutomationRule, 'trigger' | 'contentTypeId' | 'action'> & {
    contentTypeName: string | null
    reviewer: { name: string } | null
  },
): string {
  const subject = rule.contentTypeId
    ? withArticle(rule.contentTypeName ?? 'deleted type')
    : 'any item'
  const moment = rule.trigger === 'submitted' ? 'is submitted' : 'is approved'
  const doing =
    rule.action.type === 'assign_reviewer'
      ? `assign ${rule.reviewer?.name ?? 'a reviewer who no longer exists'} as reviewer`
      : 'publish it'
  return `When ${subject} ${moment}, ${doing}`
}
