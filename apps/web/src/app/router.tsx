import { lazy, Suspense } from 'react'
import type { ComponentType, ReactNode } from 'react'
import { Route, Routes } from 'react-router'

import { ContactPage } from './routes/contact'
import { DocsPage } from './routes/docs'
import { DocsArticlePage } from './routes/docs-page'
import { LandingPage } from './routes/landing'
import { NotFoundPage } from './routes/not-found'
import { PricingPage } from './routes/pricing'

import { PublicLayout } from '@/components/layouts/public-layout'
import { FullPageLoading } from '@/components/ui/loading'
import { SignedInRedirect } from '@/features/auth/signed-in-redirect'
import { loadDocsArticle, loadDocsHub, loadDocsPage } from '@/features/docs/load-docs-page'

/** `lazy` for a module's named export. */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })))
}

// The prerendered public pages load eagerly so hydration never waits for a chunk. Sign-in, the
// shell and each screen are split off, so the landing page ships none of their code.
const loadAppRoot = () => import('./app-root')
const loadAppLayout = () => import('./routes/app-layout')

/** The screens of the application by the first segment of their path. */
const screens = {
  dashboard: () => import('./routes/dashboard'),
  'content-types': () => import('./routes/content-types'),
  components: () => import('./routes/components'),
  content: () => import('./routes/content'),
  profile: () => import('./routes/profile'),
  users: () => import('./routes/users'),
  inbox: () => import('./routes/inbox'),
  settings: () => import('./routes/settings'),
  api: () => import('./routes/api-docs'),
  connections: () => import('./routes/connections'),
  analytics: () => import('./routes/analytics'),
  media: () => import('./routes/media'),
  workflow: () => import('./routes/workflow'),
  navigation: () => import('./routes/navigation'),
  'ai-assistant': () => import('./routes/ai-assistant'),
  payment: () => import('./routes/payment-success'),
}

/** Sign-in screens: inside AppRoot, outside the application shell. */
const signInScreens = {
  login: () => import('./routes/login'),
  signup: () => import('./routes/login'),
  'reset-password': () => import('./routes/reset-password'),
  'accept-invite': () => import('./routes/accept-invite'),
}

function hasKey<T extends object>(table: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(table, key)
}

/**
 * Starts loading every chunk the screen at `pathname` renders, all at once. Left to React, each
 * lazy component is only fetched once its parent has rendered: AppRoot, then (after the session
 * check) the shell, then the screen, one round trip after another.
 */
export function preloadScreen(pathname: string): void {
  const segment = pathname.split('/')[1] ?? ''
  const ignore = () => {}
  if (hasKey(screens, segment)) {
    for (const load of [loadAppRoot, loadAppLayout, screens[segment]]) void load().catch(ignore)
  } else if (hasKey(signInScreens, segment)) {
    for (const load of [loadAppRoot, signInScreens[segment]]) void load().catch(ignore)
  } else if (segment === 'docs') {
    // The docs' code and text, fetched while their prerendered HTML is on screen.
    const slug = pathname.split('/')[2]
    if (slug) {
      void loadDocsArticle().catch(ignore)
      void loadDocsPage(slug).catch(ignore)
    } else {
      void loadDocsHub().catch(ignore)
    }
  }
}

const AppRoot = lazyNamed(loadAppRoot, 'AppRoot')
const LoginPage = lazyNamed(signInScreens.login, 'LoginPage')
const ResetPasswordPage = lazyNamed(signInScreens['reset-password'], 'ResetPasswordPage')
const AcceptInvitePage = lazyNamed(signInScreens['accept-invite'], 'AcceptInvitePage')
const AppLayout = lazyNamed(loadAppLayout, 'AppLayout')
const DashboardPage = lazyNamed(screens.dashboard, 'DashboardPage')
const ContentTypesPage = lazyNamed(screens['content-types'], 'ContentTypesPage')
const ComponentsPage = lazyNamed(screens.components, 'ComponentsPage')
const ContentPage = lazyNamed(screens.content, 'ContentPage')
const ProfilePage = lazyNamed(screens.profile, 'ProfilePage')
const UsersPage = lazyNamed(screens.users, 'UsersPage')
const InboxPage = lazyNamed(screens.inbox, 'InboxPage')
const SettingsPage = lazyNamed(screens.settings, 'SettingsPage')
const ApiDocsPage = lazyNamed(screens.api, 'ApiDocsPage')
const ConnectionsPage = lazyNamed(screens.connections, 'ConnectionsPage')
const AnalyticsPage = lazyNamed(screens.analytics, 'AnalyticsPage')
const MediaPage = lazyNamed(screens.media, 'MediaPage')
const WorkflowPage = lazyNamed(screens.workflow, 'WorkflowPage')
const NavigationPage = lazyNamed(screens.navigation, 'NavigationPage')
const AiAssistantPage = lazyNamed(screens['ai-assistant'], 'AiAssistantPage')
const PaymentSuccessPage = lazyNamed(screens.payment, 'PaymentSuccessPage')

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageLoading />}>{children}</Suspense>
}

/** Every route of the web app. Under a browser data router (main.tsx) or StaticRouter (prerender). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route
          index
          element={
            <>
              <SignedInRedirect />
              <LandingPage />
            </>
          }
        />
        <Route path="pricing" element={<PricingPage />} />
        <Route path="docs" element={<DocsPage />} />
        <Route path="docs/:slug" element={<DocsArticlePage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>

      {/* Sign-in and the application: providers and the route guard live in AppRoot. */}
      <Route
        element={
          <Loading>
            <AppRoot />
          </Loading>
        }
      >
        <Route path="login" element={<LoginPage />} />
        <Route path="signup" element={<LoginPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="accept-invite" element={<AcceptInvitePage />} />
        <Route element={<AppLayout />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="content-types" element={<ContentTypesPage />} />
          <Route path="components" element={<ComponentsPage />} />
          <Route path="content" element={<ContentPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="inbox" element={<InboxPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="api" element={<ApiDocsPage />} />
          <Route path="connections" element={<ConnectionsPage />} />
          <Route path="analytics" element={<AnalyticsPage />} />
          <Route path="media" element={<MediaPage />} />
          <Route path="workflow" element={<WorkflowPage />} />
          <Route path="navigation" element={<NavigationPage />} />
          <Route path="ai-assistant" element={<AiAssistantPage />} />
          <Route path="payment/success" element={<PaymentSuccessPage />} />
        </Route>
      </Route>
    </Routes>
  )
}
