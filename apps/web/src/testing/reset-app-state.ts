import { authStore, initialAuthState } from '@/stores/auth'
import { notificationStore } from '@/stores/notifications'
import { uiStore } from '@/stores/ui'

// Read when the first test file of a worker loads this module: the ui store as the app starts.
const startingUi = uiStore.getState()

/**
 * Puts the app's shared stores back as they start. Test files share one module graph
 * (isolate: false), so a file must not inherit another's signed-in user, open modal or toasts.
 */
export function resetAppState(): void {
  notificationStore.getState().clear()
  authStore.setState(initialAuthState)
  uiStore.setState(startingUi, true)
}
