import { authStore, initialAuthState } from '@/stores/auth'
import { notificationStore } from '@/stores/notifications'
import { uiStore } from '@/stores/ui'

// Read when the first test file of a worker loads this module: the stores as the app starts,
// and React's act flag as Testing Library found it (its waitFor turns the flag off meanwhile).
const startingUi = uiStore.getState()
const actFlag = 'IS_REACT_ACT_ENVIRONMENT'
const startingActFlag = Object.getOwnPropertyDescriptor(globalThis, actFlag)

/**
 * Puts the app's shared stores and React's act flag back as they start. Test files share one
 * module graph (isolate: false), so a file must not inherit another's signed-in user, open
 * modal or toasts.
 */
export function resetAppState(): void {
  notificationStore.getState().clear()
  authStore.setState(initialAuthState)
  uiStore.setState(startingUi, true)
  if (startingActFlag) Object.defineProperty(globalThis, actFlag, startingActFlag)
  else Reflect.deleteProperty(globalThis, actFlag)
}
