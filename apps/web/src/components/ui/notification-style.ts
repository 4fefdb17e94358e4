import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'

import type { NotificationType } from '@/stores/notifications'

export const notificationIcons: Record<NotificationType, LucideIcon> = {
  success: CircleCheck,
  error: CircleAlert,
  info: Info,
  warning: TriangleAlert,
}

export const notificationTones: Record<NotificationType, string> = {
  success: 'text-success',
  error: 'text-danger',
  info: 'text-primary-text',
  warning: 'text-warning',
}
