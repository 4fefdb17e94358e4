import { z } from 'zod'

import { commonMessages } from './common.js'

import { contentStatuses } from './content-items.js'

/*
 * The review workflow (spec: Workflow screen, sections 3 and 4). An item enters the workflow
 * when it is submitted for review; from then on it has one assignment whose state moves
 * through the transitions below. Every transition is recorded in the item's history.
 */

/** Slugs of the built-in states; the transitions are defined on these. */
export const workflowStateSlugs = {
  draft: 'draft',
  inReview: 'in-review',
  needsChanges: 'needs-changes',
  approved: 'approved',
  published: 'published',
} as const
export type BuiltInWorkflowStateSlug = (typeof workflowStateSlugs)[keyof typeof workflowStateSlugs]

/** The states a new installation starts with, in order (colours from the preset palette). */
export const builtInWorkflowStates: readonly {
  name: string
  slug: BuiltInWorkflowStateSlug
  color: string
}[] = [
  { name: 'Draft', slug: 'draft', color: '#8E8E93' },
  { name: 'In Review', slug: 'in-review', color: '#0A84FF' },
  { name: 'Needs Changes', slug: 'needs-changes', color: '#FF9500' },
  { name: 'Approved', slug: 'approved', color: '#30D158' },
  { name: 'Published', slug: 'published', color: '#5E5CE6' },
]

export const WORKFLOW_STATE_NAME_MAX = 50
export const WORKFLOW_NOTES_MAX = 2000
export const WORKFLOW_COMMENT_MAX = 5000
export const WORKFLOW_PAGE_SIZE = 20

/**
 * What a caller may do to an item; each is also the last segment of its transition's path,
 * `POST /api/v1/workflow/items/{itemId}/{action}`.
 */
export const workflowActions = ['submit', 'approve', 'request-changes', 'publish', 'move'] as const
export type WorkflowAction = (typeof workflowActions)[number]

export const workflowActionLabels: Record<WorkflowAction, string> = {
  submit: 'Submit for review',
  approve: 'Approve',
  'request-changes': 'Request changes',
  publish: 'Publish',
  move: 'Move to state',
}

/** What a history entry records. */
export const workflowEventActions = [
  'submitted',
  'approved',
  'changes_requested',
  'published',
  'scheduled',
  'returned_to_review',
  'moved',
  'reassigned',
  /** A workflow automation rule could not do its work; the comment says why. */
  'automation_failed',
] as const
export type WorkflowEventAction = (typeof workflowEventActions)[number]

export const workflowMessages = {
  stateNameRequired: commonMessages.nameRequired,
  stateColorInvalid: 'Colour must be a hex colour such as #0A84FF',
  stateSlugInvalid: 'Slug may only contain lowercase letters, numbers and hyphens',
  stateSlugTaken: 'A workflow state with this slug already exists',
  stateNotFound: 'Workflow state not found',
  stateBuiltIn: 'Built-in states cannot be deleted; rename or recolour them instead',
  stateInUse: (count: number) =>
    `This state is used by ${count} item${count === 1 ? '' : 's'}; move ${count === 1 ? 'it' : 'them'} to another state first`,
  orderIncomplete: 'The order must list every workflow state exactly once',
  itemNotFound: 'Content item not found',
  notInWorkflow: 'This item is not in the review workflow yet; submit it for review first',
  assigneeRequired: 'Choose a reviewer',
  assigneeNotFound: 'That reviewer does not exist',
  assigneeViewer: (name: string) =>
    `${name} is a viewer and cannot review content; choose an editor or an admin`,
  assigneeSuspended: (name: string) =>
    `${name} is suspended and cannot review content; choose an active editor or admin`,
  assigneeSelf: 'You cannot review your own submission; choose another editor or an admin',
  notReviewer: 'Only the assigned reviewer or an admin can review this item',
  commentRequired: 'Add a comment saying what needs to change',
  commentBodyRequired: 'Comment cannot be empty',
  commentNotFound: 'Comment not found',
  commentNotOwn: 'You can only edit your own comments',
  commentDeleteNotOwn: 'You can only delete your own comments',
  parentNotFound: 'The comment you are replying to does not exist on this item',
  dueDateInvalid: 'Due date must be a date (YYYY-MM-DD)',
  moveToPublished: 'Use Publish to publish an item',
  alreadyInState: (state: string) => `This item is already ${state}`,
  reviewRequired:
    'Review is required before publishing: submit this item for review and publish it once it is approved',
  reviewRequiredAfterEdit:
    'Review is required before publishing: this item changed since it was approved, so it must be reviewed again',
} as const

/** The 409 of a transition from the wrong state: it names the state the item is in. */
export function illegalTransitionMessage(currentState: string, rule: string): string {
  return `This item is ${currentState}; ${rule}`
}

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: workflowMessages.stateColorInvalid })
  .transform((color) => color.toUpperCase())

/** A state as lists, badges and filters show it. */
export const workflowStateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  color: z.string(),
})
export type WorkflowStateSummary = z.infer<typeof workflowStateSummarySchema>

/** `GET /api/v1/workflow/states`: every state, in order. */
export const workflowStateSchema = workflowStateSummarySchema.extend({
  position: z.number(),
  /** The five states the transitions are built on: they can be renamed but not deleted. */
  builtIn: z.boolean(),
  /** Items whose assignment is in this state now; a custom state can be deleted at 0. */
  assignmentCount: z.number(),
})
export type WorkflowState = z.infer<typeof workflowStateSchema>

/** `POST /api/v1/workflow/states` (admins). The slug is derived from the name when omitted. */
export const createWorkflowStateInputSchema = z.object({
  name: z
    .string({ error: workflowMessages.stateNameRequired })
    .trim()
    .min(1, { error: workflowMessages.stateNameRequired })
    .max(WORKFLOW_STATE_NAME_MAX, { error: `At most ${WORKFLOW_STATE_NAME_MAX} characters` }),
  slug: z
    .string()
    .trim()
    .max(WORKFLOW_STATE_NAME_MAX)
    .regex(/^[a-z0-9-]*$/, { error: workflowMessages.stateSlugInvalid })
    .optional(),
  color: hexColor,
})
export type CreateWorkflowStateInput = z.input<typeof createWorkflowStateInputSchema>

/** `PATCH /api/v1/workflow/states/{id}` (admins): rename and/or recolour. */
export const updateWorkflowStateInputSchema = z
  .object({
    name: createWorkflowStateInputSchema.shape.name.optional(),
    color: hexColor.optional(),
  })
  .refine((input) => input.name !== undefined || input.color !== undefined, {
    message: 'Nothing to change: send a name or a colour',
  })
export type UpdateWorkflowStateInput = z.input<typeof updateWorkflowStateInputSchema>

/** `PUT /api/v1/workflow/states/order` (admins): every state id once, in the new order. */
export const reorderWorkflowStatesInputSchema = z.object({
  ids: z.array(z.string().min(1)).min(1, { error: workflowMessages.orderIncomplete }),
})
export type ReorderWorkflowStatesInput = z.infer<typeof reorderWorkflowStatesInputSchema>

/** A person in the workflow: a reviewer, a submitter, a comment's author. */
export const workflowUserSchema = z.object({ id: z.string(), name: z.string(), email: z.string() })
export type WorkflowUser = z.infer<typeof workflowUserSchema>

/** `GET /api/v1/workflow/assignees`: the active editors and admins a reviewer can be. */
export const workflowAssigneeSchema = workflowUserSchema.extend({
  role: z.enum(['admin', 'editor']),
})
export type WorkflowAssignee = z.infer<typeof workflowAssigneeSchema>

/** The content item a workflow row is about. */
export const workflowItemSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  status: z.enum(contentStatuses),
  contentTypeId: z.string(),
  contentTypeName: z.string().nullable(),
  updatedAt: z.string(),
})
export type WorkflowItemSummary = z.infer<typeof workflowItemSummarySchema>

/** One row of the Workflow screen: an item's active assignment. */
export const workflowAssignmentSchema = z.object({
  id: z.string(),
  item: workflowItemSummarySchema,
  state: workflowStateSummarySchema,
  /** Null when the reviewer's account was deleted since. */
  assignee: workflowUserSchema.nullable(),
  /** Who last submitted the item for review (they hear about approvals and change requests). */
  submittedBy: workflowUserSchema.nullable(),
  /** `YYYY-MM-DD`. */
  dueDate: z.string().nullable(),
  /** The due date has passed (in UTC) and the item is not approved or published yet. */
  overdue: z.boolean(),
  notes: z.string().nullable(),
  commentCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type WorkflowAssignment = z.infer<typeof workflowAssignmentSchema>

/** `GET /api/v1/workflow/assignments` query. */
export const listWorkflowAssignmentsQuerySchema = z.object({
  /** Case-insensitive part of the content title. */
  q: z.string().trim().max(200).optional(),
  stateId: z.string().trim().min(1).optional(),
  /** A state slug, e.g. `in-review`. */
  state: z.string().trim().min(1).optional(),
  /** `me` (the caller) or a user id. */
  assignee: z.string().trim().min(1).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(WORKFLOW_PAGE_SIZE),
})
export type ListWorkflowAssignmentsQuery = z.input<typeof listWorkflowAssignmentsQuerySchema>
export type ParsedListWorkflowAssignmentsQuery = z.output<typeof listWorkflowAssignmentsQuerySchema>

export const workflowAssignmentPageSchema = z.object({
  data: z.array(workflowAssignmentSchema),
  meta: z.object({ page: z.number(), pageSize: z.number(), total: z.number() }),
})
export type WorkflowAssignmentPage = z.infer<typeof workflowAssignmentPageSchema>

/** A comment on an item; `parentId` makes threads (any depth). */
export const workflowCommentSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  parentId: z.string().nullable(),
  /** Null when the author's account was deleted since. */
  author: workflowUserSchema.nullable(),
  body: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
})
export type WorkflowComment = z.infer<typeof workflowCommentSchema>

const commentBody = z
  .string({ error: workflowMessages.commentBodyRequired })
  .trim()
  .min(1, { error: workflowMessages.commentBodyRequired })
  .max(WORKFLOW_COMMENT_MAX, { error: `At most ${WORKFLOW_COMMENT_MAX} characters` })

/** `POST /api/v1/workflow/items/{itemId}/comments`: plain text, optionally a reply. */
export const createWorkflowCommentInputSchema = z.object({
  body: commentBody,
  parentId: z.string().min(1).nullable().optional(),
})
export type CreateWorkflowCommentInput = z.input<typeof createWorkflowCommentInputSchema>

/** `PATCH /api/v1/workflow/items/{itemId}/comments/{commentId}`: the author's own only. */
export const updateWorkflowCommentInputSchema = z.object({ body: commentBody })
export type UpdateWorkflowCommentInput = z.input<typeof updateWorkflowCommentInputSchema>

/** One entry of an item's workflow history. */
export const workflowEventSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  action: z.enum(workflowEventActions),
  /** Null for the first submission, or a state deleted since. */
  fromState: workflowStateSummarySchema.nullable(),
  toState: workflowStateSummarySchema.nullable(),
  actor: workflowUserSchema.nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
})
export type WorkflowEvent = z.infer<typeof workflowEventSchema>

/** `GET /api/v1/workflow/items/{itemId}`: everything the side panel shows. */
export const workflowItemSchema = z.object({
  item: workflowItemSummarySchema,
  /** Null while the item is not in the workflow. */
  assignment: workflowAssignmentSchema.nullable(),
  /** Oldest first. */
  comments: z.array(workflowCommentSchema),
  /** Newest first. */
  history: z.array(workflowEventSchema),
  /** The transitions the caller may make now (their role, their part, the item's state). */
  allowedActions: z.array(z.enum(workflowActions)),
  /** Whether the caller may comment. */
  canComment: z.boolean(),
})
export type WorkflowItem = z.infer<typeof workflowItemSchema>

const dueDate = z.iso.date({ error: workflowMessages.dueDateInvalid }).nullable().optional()
const notes = z
  .string()
  .trim()
  .max(WORKFLOW_NOTES_MAX, { error: `At most ${WORKFLOW_NOTES_MAX} characters` })
  .nullable()
  .optional()
const optionalComment = z
  .string()
  .trim()
  .max(WORKFLOW_COMMENT_MAX, { error: `At most ${WORKFLOW_COMMENT_MAX} characters` })
  .optional()

/**
 * `POST …/items/{itemId}/submit`: to review, by the chosen reviewer. Without one, a workflow
 * automation rule for the item's type names the reviewer; with neither, 400 on `assignedTo`.
 */
export const submitForReviewInputSchema = z.object({
  assignedTo: z
    .string({ error: workflowMessages.assigneeRequired })
    .trim()
    .min(1, { error: workflowMessages.assigneeRequired })
    .optional(),
  dueDate,
  notes,
})
export type SubmitForReviewInput = z.input<typeof submitForReviewInputSchema>

/** `POST …/items/{itemId}/approve`: an optional comment joins the thread. */
export const approveItemInputSchema = z.object({ comment: optionalComment })
export type ApproveItemInput = z.input<typeof approveItemInputSchema>

/** `POST …/items/{itemId}/request-changes`: the comment says what to change. */
export const requestChangesInputSchema = z.object({
  comment: z
    .string({ error: workflowMessages.commentRequired })
    .trim()
    .min(1, { error: workflowMessages.commentRequired })
    .max(WORKFLOW_COMMENT_MAX, { error: `At most ${WORKFLOW_COMMENT_MAX} characters` }),
})
export type RequestChangesInput = z.input<typeof requestChangesInputSchema>

/** `POST …/items/{itemId}/publish`: now, or at `scheduledFor` (which must be in the future). */
export const publishWorkflowItemInputSchema = z.object({
  scheduledFor: z.iso
    .datetime({ offset: true, error: 'Scheduled time must be an ISO 8601 date and time' })
    .nullable()
    .optional(),
})
export type PublishWorkflowItemInput = z.input<typeof publishWorkflowItemInputSchema>

/** `POST …/items/{itemId}/move` (admins): to any state but Published (use publish). */
export const moveWorkflowItemInputSchema = z.object({
  stateId: z.string().trim().min(1),
  comment: optionalComment,
})
export type MoveWorkflowItemInput = z.input<typeof moveWorkflowItemInputSchema>

/** `PATCH …/items/{itemId}/assignment`: change the reviewer, due date or notes. */
export const updateWorkflowAssignmentInputSchema = z
  .object({ assignedTo: z.string().trim().min(1).optional(), dueDate, notes })
  .refine(
    (input) =>
      input.assignedTo !== undefined || input.dueDate !== undefined || input.notes !== undefined,
    { message: 'Nothing to change: send assignedTo, dueDate or notes' },
  )
export type UpdateWorkflowAssignmentInput = z.input<typeof updateWorkflowAssignmentInputSchema>
