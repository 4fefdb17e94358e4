import { useMutation, useQueryClient } from '@tanstack/react-query'

import { changeSubscription } from './billing-api'

import { subscriptionKeys } from '@/lib/use-subscription'

/**
 * Trial, cancel and resume answer the new subscription: it goes straight into the cache (every
 * lock in the app reads it), then the plan and the history are read again to be sure.
 */
function useSubscriptionChange(action: 'trial' | 'cancel' | 'resume') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => changeSubscription(action),
    onSuccess: (subscription) => {
      queryClient.setQueryData(subscriptionKeys.subscription(), subscription)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  })
}

export function useStartTrial() {
  return useSubscriptionChange('trial')
}

export function useCancelSubscription() {
  return useSubscriptionChange('cancel')
}

export function useResumeSubscription() {
  return useSubscriptionChange('resume')
}
