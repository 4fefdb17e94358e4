import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'

import { prefetchScreenData } from './prefetch-screen-data'

import { TooltipProvider } from '@/components/ui/tooltip'
import { AuthProvider } from '@/features/auth/components/auth-provider'
import { createQueryClient } from '@/lib/query-client'

/** Providers of the signed-in part of the app (loaded with it, never on the public pages). */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  // The screen the app opened on: its data, not only its code, is on the way from the start.
  useEffect(() => prefetchScreenData(window.location.pathname, queryClient), [queryClient])
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider queryClient={queryClient}>
        <TooltipProvider delayDuration={300}>{children}</TooltipProvider>
      </AuthProvider>
    </QueryClientProvider>
  )
}
