import {
  Bot,
  ChartColumn,
  Code2,
  FileText,
  GitPullRequestArrow,
  Image,
  Inbox,
  LayoutDashboard,
  Layers,
  ListTree,
  Plug,
  Puzzle,
  Settings,
  UserRound,
  Users,
} from 'lucide-react'
import type { LucideIcon } from 'lucide-react'

/** One screen of the signed-in application: the sidebar and the command palette list these. */
export interface AppScreen {
  path: string
  label: string
  icon: LucideIcon
  /** Only admins see and may open it (spec section 6). */
  adminOnly: boolean
  /** Shown in the sidebar; the profile is reached from the profile menu instead. */
  inSidebar: boolean
  /** Extra words the command palette matches. */
  keywords: string
}

export const appScreens: readonly AppScreen[] = [
  {
    path: '/dashboard',
    label: 'Dashboard',
    icon: LayoutDashboard,
    adminOnly: false,
    inSidebar: true,
    keywords: 'home overview stats',
  },
  {
    path: '/content-types',
    label: 'Content Types',
    icon: Layers,
    adminOnly: false,
    inSidebar: true,
    keywords: 'schema models fields',
  },
  {
    path: '/components',
    label: 'Components',
    icon: Puzzle,
    adminOnly: false,
    inSidebar: true,
    keywords: 'field groups blocks sections reusable page builder',
  },
  {
    path: '/content',
    label: 'Content',
    icon: FileText,
    adminOnly: false,
    inSidebar: true,
    keywords: 'entries items posts pages',
  },
  {
    path: '/workflow',
    label: 'Workflow',
    icon: GitPullRequestArrow,
    adminOnly: false,
    inSidebar: true,
    keywords: 'review approval assignments',
  },
  {
    path: '/media',
    label: 'Media Library',
    icon: Image,
    adminOnly: false,
    inSidebar: true,
    keywords: 'images files uploads assets',
  },
  {
    path: '/ai-assistant',
    label: 'AI Assistant',
    icon: Bot,
    adminOnly: false,
    inSidebar: true,
    keywords: 'write generate chat',
  },
  {
    path: '/analytics',
    label: 'Analytics',
    icon: ChartColumn,
    adminOnly: false,
    inSidebar: true,
    keywords: 'statistics charts reads requests published traffic usage reports',
  },
  {
    path: '/navigation',
    label: 'Navigation',
    icon: ListTree,
    adminOnly: false,
    inSidebar: true,
    keywords: 'menus links',
  },
  {
    path: '/users',
    label: 'Users',
    icon: Users,
    adminOnly: true,
    inSidebar: true,
    keywords: 'team people roles invite',
  },
  {
    path: '/inbox',
    label: 'Inbox',
    icon: Inbox,
    adminOnly: true,
    inSidebar: true,
    keywords: 'contact messages mail visitors unread',
  },
  {
    path: '/settings',
    label: 'Settings',
    icon: Settings,
    adminOnly: true,
    inSidebar: true,
    keywords: 'configuration subscription appearance',
  },
  {
    path: '/api',
    label: 'API',
    icon: Code2,
    adminOnly: true,
    inSidebar: true,
    keywords: 'documentation endpoints keys developers',
  },
  {
    path: '/connections',
    label: 'Connections',
    icon: Plug,
    adminOnly: true,
    // Reached from the sidebar's connections card and the dashboard.
    inSidebar: false,
    keywords: 'connect apps api keys mcp ai coding assistants integrations usage',
  },
  {
    path: '/profile',
    label: 'Your Profile',
    icon: UserRound,
    adminOnly: false,
    inSidebar: false,
    keywords: 'account password avatar security sessions two-factor',
  },
]

/** The screen a path belongs to (`/content/123` → Content), if any. */
export function screenFor(pathname: string): AppScreen | undefined {
  return appScreens.find(
    (screen) => pathname === screen.path || pathname.startsWith(`${screen.path}/`),
  )
}
