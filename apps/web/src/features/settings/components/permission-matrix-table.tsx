import { configurableRoles, contentCapabilities, type ConfigurableRole } from '@folio/schema'
import { Info } from 'lucide-react'
import type { ReactNode } from 'react'

import {
  cellValue,
  hasOverride,
  overrideType,
  resetType,
  setCell,
  type Cell,
  type Roles,
} from '../permission-matrix'

import { Switch } from '@/components/ui/switch'
import { Tooltip, TooltipProvider } from '@/components/ui/tooltip'

export interface MatrixType {
  id: string
  name: string
}

const roleNames: Record<ConfigurableRole | 'admin', string> = {
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
}

const ADMIN_NOTE = 'Admins always have every permission'

const contentLabels: Record<string, string> = {
  view: 'View items',
  create: 'Create items',
  edit: 'Edit items',
  delete: 'Delete items',
  publish: 'Publish or schedule items',
}

/** The areas outside content: heading, the object named in each checkbox label, and rows. */
const areas = [
  {
    area: 'media',
    title: 'Media',
    rows: [
      ['view', 'View the media library'],
      ['upload', 'Upload, edit and move files'],
      ['delete', 'Delete files and folders'],
    ],
  },
  {
    area: 'navigation',
    title: 'Navigation',
    rows: [
      ['view', 'View menus'],
      ['edit', 'Create and edit menus'],
    ],
  },
  {
    area: 'workflow',
    title: 'Workflow',
    rows: [
      ['view', 'View the review board'],
      ['review', 'Submit, review, comment and publish from review'],
    ],
  },
] as const

const th =
  'px-3 py-3 text-center text-xs font-semibold tracking-wide text-muted-foreground uppercase'
const box = 'size-4 rounded border-input accent-[var(--primary-solid)] disabled:opacity-60'

function GroupHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <tr className="bg-surface">
      <th scope="colgroup" colSpan={4} className="px-4 py-2 text-left sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm font-semibold">{title}</span>
          {children}
        </div>
      </th>
    </tr>
  )
}

function MatrixRow({
  label,
  cell,
  object,
  roles,
  onChange,
}: {
  label: string
  cell: Cell
  /** What the capability applies to, for the checkbox names ("Editor: publish Blog Post"). */
  object: string
  roles: Roles
  onChange: (roles: Roles) => void
}) {
  return (
    <tr>
      <th scope="row" className="px-4 py-2.5 text-left font-normal sm:px-6">
        {label}
      </th>
      <td className="px-3 py-2.5 text-center" title={ADMIN_NOTE}>
        <input
          type="checkbox"
          checked
          disabled
          readOnly
          className={box}
          aria-label={`Admin: ${cell.capability} ${object}`}
        />
      </td>
      {configurableRoles.map((role) => (
        <td key={role} className="px-3 py-2.5 text-center">
          <input
            type="checkbox"
            className={box}
            checked={cellValue(roles[role], cell)}
            onChange={(event) =>
              onChange({ ...roles, [role]: setCell(roles[role], cell, event.target.checked) })
            }
            aria-label={`${roleNames[role]}: ${cell.capability} ${object}`}
          />
        </td>
      ))}
    </tr>
  )
}

/**
 * Settings → Permissions: roles as columns, capabilities as rows grouped by area. Content has a
 * default group and one group per type, which follows the default until given its own rights.
 */
export function PermissionMatrixTable({
  roles,
  types,
  onChange,
}: {
  roles: Roles
  types: MatrixType[]
  onChange: (roles: Roles) => void
}) {
  const contentRows = (typeId: string | null, object: string) =>
    contentCapabilities.map((capability) => (
      <MatrixRow
        key={capability}
        label={contentLabels[capability]!}
        cell={{ kind: 'content', typeId, capability }}
        object={object}
        roles={roles}
        onChange={onChange}
      />
    ))

  return (
    <div className="-mx-5 overflow-x-auto border-y border-border sm:-mx-6">
      <table className="w-full min-w-[30rem] text-sm">
        <caption className="sr-only">What each role may do</caption>
        <thead className="border-b border-border">
          <tr>
            <th scope="col" className={`${th} text-left sm:px-6`}>
              Permission
            </th>
            <th scope="col" className={`${th} w-20`}>
              <TooltipProvider>
                <Tooltip label={ADMIN_NOTE}>
                  <span className="inline-flex items-center gap-1">
                    {roleNames.admin}
                    <Info className="size-3.5" aria-hidden="true" />
                    <span className="sr-only">({ADMIN_NOTE})</span>
                  </span>
                </Tooltip>
              </TooltipProvider>
            </th>
            {configurableRoles.map((role) => (
              <th key={role} scope="col" className={`${th} w-20`}>
                {roleNames[role]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          <GroupHeading title="Content: every type by default" />
          {contentRows(null, 'content by default')}
        </tbody>
        {types.map((type) => {
          const own = hasOverride(roles, type.id)
          const switchLabel = `${type.name}: use defaults`
          return (
            <tbody key={type.id} className="divide-y divide-border border-t border-border">
              <GroupHeading title={`Content: ${type.name}`}>
                <span className="flex items-center gap-2 text-sm font-normal">
                  <span aria-hidden="true">Use defaults</span>
                  <Switch
                    checked={!own}
                    aria-label={switchLabel}
                    onChange={(useDefaults) =>
                      onChange(
                        useDefaults ? resetType(roles, type.id) : overrideType(roles, type.id),
                      )
                    }
                  />
                </span>
              </GroupHeading>
              {own && contentRows(type.id, type.name)}
            </tbody>
          )
        })}
        {areas.map(({ area, title, rows }) => (
          <tbody key={area} className="divide-y divide-border border-t border-border">
            <GroupHeading title={title} />
            {rows.map(([capability, label]) => (
              <MatrixRow
                key={capability}
                label={label}
                cell={{ kind: 'area', area, capability }}
                object={area}
                roles={roles}
                onChange={onChange}
              />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  )
}
