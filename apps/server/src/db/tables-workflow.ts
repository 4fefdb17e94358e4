import type { Generated } from 'kysely'

/** Tables of the review workflow and notifications (migration 0007). */
export interface WorkflowTables {
  workflow_states: WorkflowStateTable
  workflow_assignments: WorkflowAssignmentTable
  workflow_comments: WorkflowCommentTable
  workflow_events: WorkflowEventTable
  notifications: NotificationTable
}

/** A state an item's assignment can be in; the five built-in ones cannot be deleted. */
export interface WorkflowStateTable {
  id: string
  name: string
  /** Unique; the transitions are defined on the built-in slugs. */
  slug: string
  /** `#RRGGBB`. */
  color: string
  position: number
  /** 0 or 1. */
  built_in: Generated<number>
  created_at: string
  updated_at: string
}

/** An item's place in the workflow: at most one per content item. */
export interface WorkflowAssignmentTable {
  id: string
  content_item_id: string
  state_id: string
  /** The reviewer's user id. */
  assigned_to: string
  /** `YYYY-MM-DD`. */
  due_date: string | null
  notes: string | null
  /** Who last submitted the item for review. */
  submitted_by: string | null
  created_at: string
  created_by: string | null
  updated_at: string
  updated_by: string | null
}

/** A plain-text comment on an item; `parent_id` makes threads. */
export interface WorkflowCommentTable {
  id: string
  content_item_id: string
  parent_id: string | null
  author_id: string | null
  /** 1, 2, 3… within the item: the order of writing, even within one millisecond. */
  seq: number
  body: string
  created_at: string
  edited_at: string | null
}

/** One transition of an item, for its history. */
export interface WorkflowEventTable {
  id: string
  content_item_id: string
  /** 1, 2, 3… within the item: the order of writing, even within one millisecond. */
  seq: number
  /** A WorkflowEventAction. */
  action: string
  from_state_id: string | null
  to_state_id: string | null
  actor_id: string | null
  comment: string | null
  created_at: string
}

/** A user's in-app notification. */
export interface NotificationTable {
  id: string
  user_id: string
  /** 1, 2, 3… within the user: the order of writing, even within one millisecond. */
  seq: number
  /** A NotificationType. */
  type: string
  /** A NotificationKind. */
  kind: string
  message: string
  details: string | null
  link: string | null
  read_at: string | null
  created_at: string
}
