import { readPage, setParam } from '@/lib/use-url-list-state'
import type { ListParamsCodec } from '@/lib/use-url-list-state'

/**
 * The workflow list's filters and page as they live in the URL (`/workflow?assignee=me`), so a
 * notification's link and the back button land on the same view. `item` names the assignment's
 * content item whose side panel is open.
 */
export interface WorkflowListState {
  q: string
  /** A workflow state id; '' means every state. */
  state: string
  assignee: 'all' | 'me'
  page: number
}

export const defaultWorkflowListState: WorkflowListState = {
  q: '',
  state: '',
  assignee: 'all',
  page: 1,
}

/** Reads the list state from the URL, ignoring anything malformed. */
export function readWorkflowListState(params: URLSearchParams): WorkflowListState {
  return {
    q: params.get('q') ?? '',
    state: params.get('state') ?? '',
    assignee: params.get('assignee') === 'me' ? 'me' : 'all',
    page: readPage(params),
  }
}

/** Writes the list state into `params`, keeping other keys (`item`) and leaving defaults out. */
export function writeWorkflowListState(
  state: WorkflowListState,
  params: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(params)
  const set = (key: string, value: string, isDefault: boolean) =>
    setParam(next, key, value, isDefault)
  set('q', state.q, state.q.trim() === '')
  set('state', state.state, state.state === '')
  set('assignee', state.assignee, state.assignee === 'all')
  set('page', String(state.page), state.page <= 1)
  return next
}

/** The workflow list's URL state, for useUrlListState. */
export const workflowListParams: ListParamsCodec<WorkflowListState> = {
  read: readWorkflowListState,
  write: writeWorkflowListState,
}
