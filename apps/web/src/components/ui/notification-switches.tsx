import { isAdmin, notificationKindLabels, notificationKinds } from '@folio/schema'
import type { NotificationChannels, NotificationKind, NotificationSettings } from '@folio/schema'

import { Switch } from './switch'
import { TableHeader, tableHeaderClass } from './table'

import { useAuth } from '@/stores/auth'

const kindNames: Record<NotificationKind, string> = {
  assignment: 'Assignment',
  approved: 'Approval',
  changes_requested: 'Change request',
  comment: 'Comment',
  contact_message: 'Contact message',
}

const channels = [
  { key: 'inApp', label: 'In-app' },
  { key: 'email', label: 'Email' },
] as const satisfies readonly { key: keyof NotificationChannels; label: string }[]

/**
 * The table of notification kinds × channels, one switch each; `label` prefixes the switches'
 * names when two tables share a page ("Mine: Comment: Email").
 */
export function NotificationSwitches({
  value,
  onChange,
  label,
}: {
  value: NotificationSettings
  onChange: (next: NotificationSettings) => void
  label?: string
}) {
  // Contact messages reach admins only: nobody else is offered a switch that changes nothing.
  const admin = useAuth((state) => isAdmin(state.user?.role))
  const kinds = notificationKinds.filter((kind) => kind !== 'contact_message' || admin)
  const toggle = (kind: NotificationKind, channel: keyof NotificationChannels, on: boolean) =>
    onChange({ ...value, [kind]: { ...value[kind], [channel]: on } })

  return (
    <div className="-mx-5 -mt-5 overflow-x-auto sm:-mx-6">
      <table className="w-full min-w-[22rem] text-sm">
        <thead className="border-b border-border bg-surface">
          <tr>
            <TableHeader className="sm:px-6">Notification</TableHeader>
            {channels.map((channel) => (
              <th key={channel.key} scope="col" className={`${tableHeaderClass} w-24 text-center`}>
                {channel.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border border-b border-border">
          {kinds.map((kind) => (
            <tr key={kind}>
              <th scope="row" className="px-4 py-3 text-left font-normal sm:px-6">
                <span className="block font-medium">{kindNames[kind]}</span>
                <span className="block text-muted-foreground">{notificationKindLabels[kind]}</span>
              </th>
              {channels.map((channel) => (
                <td key={channel.key} className="px-4 py-3 text-center">
                  <Switch
                    checked={value[kind][channel.key]}
                    onChange={(on) => toggle(kind, channel.key, on)}
                    aria-label={`${label ? `${label}: ` : ''}${kindNames[kind]}: ${channel.label}`}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
