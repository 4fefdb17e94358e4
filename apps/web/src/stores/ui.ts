import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

/** The global modal's kinds (spec: application shell). */
export type ModalType = 'content-type' | 'content-item' | 'media-upload' | 'payment'

export type ModalData = Record<string, unknown>

export interface ModalState {
  isOpen: boolean
  type: ModalType | null
  data: ModalData
}

/** UI state of the signed-in app (spec section 3); the theme lives in lib/theme.ts. */
export interface UiState {
  /** Desktop: the sidebar is expanded (w-64) or an icon rail (w-20). Mobile: the drawer is open. */
  sidebarOpen: boolean
  modal: ModalState
  setSidebarOpen: (open: boolean) => void
  toggleSidebar: () => void
  openModal: (type: ModalType, data?: ModalData) => void
  closeModal: () => void
}

const closedModal: ModalState = { isOpen: false, type: null, data: {} }

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
  modal: closedModal,
  setSidebarOpen: (open) => {
    rememberSidebar(open)
    set({ sidebarOpen: open })
  },
  toggleSidebar: () => get().setSidebarOpen(!get().sidebarOpen),
  openModal: (type, data = {}) => set({ modal: { isOpen: true, type, data } }),
  closeModal: () => set({ modal: closedModal }),
}))

export function useUi<T>(selector: (state: UiState) => T): T {
  return useStore(uiStore, selector)
}
