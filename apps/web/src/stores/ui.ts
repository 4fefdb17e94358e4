import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

/**
 * Text to start a new content item with, from another screen (AI Assistant → Saved Content →
 * Use in new content item). Declared here because the modal carries it to the editor.
 */
export interface ContentPrefill {
  /** For a rich-text field: HTML the editor understands (already escaped). */
  html: string
  /** For a plain text field. */
  text: string
}

/**
 * The global modal's kinds (spec: application shell), each with what its body needs, so a caller
 * cannot open a kind with another kind's data.
 */
export type Modal =
  | { kind: 'content-type'; /** Absent: create a type. */ id?: string }
  | {
      kind: 'content-item'
      /** Empty while a prefill waits for the user to choose the type. */
      contentTypeId: string
      /** Absent: create an item. */
      id?: string
      prefill?: ContentPrefill
    }
  | { kind: 'media-upload'; folderId?: string | null }
  | { kind: 'payment'; /** In cents; absent or not positive: Premium's price. */ amount?: number }

export type ModalKind = Modal['kind']

/** UI state of the signed-in app (spec section 3); the theme lives in lib/theme.ts. */
export interface UiState {
  /** Desktop: the sidebar is expanded (w-64) or an icon rail (w-20). Mobile: the drawer is open. */
  sidebarOpen: boolean
  /** The open global modal, or null. */
  modal: Modal | null
  setSidebarOpen: (open: boolean) => void
  toggleSidebar: () => void
  openModal: (modal: Modal) => void
  closeModal: () => void
}

const SIDEBAR_KEY = 'folio-sidebar'

function isDesktop(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 768px)').matches
}

/** Desktop: the remembered choice (expanded unless collapsed before). Mobile: drawer closed. */
export function defaultSidebarOpen(desktop: boolean = isDesktop()): boolean {
  if (typeof window === 'undefined') return true
  if (!desktop) return false
  try {
    return window.localStorage.getItem(SIDEBAR_KEY) !== 'collapsed'
  } catch {
    return true
  }
}

function rememberSidebar(open: boolean) {
  // Only the desktop choice is remembered; the mobile drawer always starts closed.
  if (!isDesktop()) return
  try {
    window.localStorage.setItem(SIDEBAR_KEY, open ? 'expanded' : 'collapsed')
  } catch {
    // Not remembered; fine.
  }
}

export const uiStore = createStore<UiState>()((set, get) => ({
  sidebarOpen: defaultSidebarOpen(),
  modal: null,
  setSidebarOpen: (open) => {
    rememberSidebar(open)
    set({ sidebarOpen: open })
  },
  toggleSidebar: () => get().setSidebarOpen(!get().sidebarOpen),
  openModal: (modal) => set({ modal }),
  closeModal: () => set({ modal: null }),
}))

export function useUi<T>(selector: (state: UiState) => T): T {
  return useStore(uiStore, selector)
}
