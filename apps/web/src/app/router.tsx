import { lazy, Suspense } from 'react'
import type { ComponentType, ReactNode } from 'react'
import { Route, Routes } from 'react-router'

import { ContactPage } from './routes/contact'
import { DocsPage } from './routes/docs'
import { LandingPage } from './routes/landing'
import { NotFoundPage } from './routes/not-found'
import { PricingPage } from './routes/pricing'

import { PublicLayout } from '@/components/layouts/public-layout'
import { FullPageLoading } from '@/components/ui/loading'
import { SignedInRedirect } from '@/features/auth/signed-in-redirect'

/** `lazy` for a module's named export. */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })))
}

// The prerendered public pages load eagerly so hydration never waits for a chunk. Sign-in, the
// shell and each screen are split off, so the landing page ships none of their code.
const AppRoot = lazyNamed(() => import('./app-root'), 'AppRoot')
const LoginPage = lazyNamed(() => import('./routes/login'), 'LoginPage')
const ResetPasswordPage = lazyNamed(() => import('./routes/reset-password'), 'ResetPasswordPage')
const AppLayout = lazyNamed(() => import('./routes/app-layout'), 'AppLayout')
const DashboardPage = lazyNamed(() => import('./routes/dashboard'), 'DashboardPage')
const ContentTypesPage = lazyNamed(() => import('./routes/content-types'), 'ContentTypesPage')
const ComponentsPage = lazyNamed(() => import('./routes/components'), 'ComponentsPage')
const ContentPage = lazyNamed(() => import('./routes/content'), 'ContentPage')
const ProfilePage = lazyNamed(() => import('./routes/profile'), 'ProfilePage')
const UsersPage = lazyNamed(() => import('./routes/users'), 'UsersPage')
const SettingsPage = lazyNamed(() => import('./routes/settings'), 'SettingsPage')
const ApiDocsPage = lazyNamed(() => import('./routes/api-docs'), 'ApiDocsPage')
const ConnectionsPage = lazyNamed(() => import('./routes/connections'), 'ConnectionsPage')
const AnalyticsPage = lazyNamed(() => import('./routes/analytics'), 'AnalyticsPage')
const MediaPage = lazyNamed(() => import('./routes/media'), 'MediaPage')
const WorkflowPage = lazyNamed(() => import('./routes/workflow'), 'WorkflowPage')
const NavigationPage = lazyNamed(() => import('./routes/navigation'), 'NavigationPage')
const AiAssistantPage = lazyNamed(() => import('./routes/ai-assistant'), 'AiAssistantPage')
const PaymentSuccessPage = lazyNamed(() => import('./routes/payment-success'), 'PaymentSuccessPage')

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageLoading />}>{children}</Suspense>
}

/** Every route of the web app. Wrapped in BrowserRouter (main.tsx) or StaticRouter (prerender). */
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
        <Route element={<AppLayout />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="content-types" element={<ContentTypesPage />} />
          <Route path="components" element={<ComponentsPage />} />
          <Route path="content" element={<ContentPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="users" element={<UsersPage />} />
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
