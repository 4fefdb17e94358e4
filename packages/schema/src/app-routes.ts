/**
 * Paths the web app renders. The server answers these with the app (200) and any other
 * non-API path with the app's 404 page and a real 404 status.
 */
export const publicPaths = [
  '/',
  '/login',
  '/signup',
  '/reset-password',
  '/accept-invite',
  '/pricing',
  '/docs',
  '/contact',
] as const

/** Screens inside the application shell; each may have sub-paths (`/content/123`). */
export const appPaths = [
  '/dashboard',
  '/content-types',
  '/components',
  '/content',
  '/media',
  '/navigation',
  '/workflow',
  '/ai-assistant',
  '/users',
  '/inbox',
  '/settings',
  '/api',
  '/connections',
  '/analytics',
  '/profile',
  '/payment',
] as const

/** True when the web app has a page for this path (ignoring query and hash). */
export function isAppPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if ((publicPaths as readonly string[]).includes(path)) return true
  return appPaths.some((base) => path === base || path.startsWith(`${base}/`))
}
