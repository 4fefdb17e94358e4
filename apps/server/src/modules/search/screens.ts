/** A screen of the web app the command palette can open. */
export interface Screen {
  title: string
  path: string
  /** Extra words that find it besides its title. */
  keywords: string
  adminOnly: boolean
}

/**
 * The application's screens (the same list the sidebar shows). Static: screens are code, not
 * data. Admin-only ones are hidden from everyone else, as the routes are.
 */
export const screens: readonly Screen[] = [
  { title: 'Dashboard', path: '/dashboard', keywords: 'home overview stats', adminOnly: false },
  {
    title: 'Content Types',
    path: '/content-types',
    keywords: 'schema models fields',
    adminOnly: false,
  },
  { title: 'Content', path: '/content', keywords: 'entries items posts pages', adminOnly: false },
  { title: 'Media Library', path: '/media', keywords: 'images files uploads', adminOnly: false },
  { title: 'Navigation', path: '/navigation', keywords: 'menus links', adminOnly: false },
  { title: 'Workflow', path: '/workflow', keywords: 'review approval', adminOnly: false },
  { title: 'AI Assistant', path: '/ai-assistant', keywords: 'ai writing chat', adminOnly: false },
  { title: 'Profile', path: '/profile', keywords: 'account password avatar mfa', adminOnly: false },
  { title: 'Users', path: '/users', keywords: 'team members roles invite', adminOnly: true },
  { title: 'Settings', path: '/settings', keywords: 'configuration appearance', adminOnly: true },
  { title: 'API', path: '/api', keywords: 'keys documentation developers', adminOnly: true },
]
