import type { MediaFolder } from '@folio/schema'
import { Folder, FolderOpen, Inbox, Layers, Pencil, Trash2 } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

import { ROOT_FOLDER } from '../media-list-params'

import { RowMenu, RowMenuItem } from '@/components/ui/table'
import { cn } from '@/lib/cn'
import { plural } from '@/lib/format'

/**
 * The folders beside the files (wrapping chips above them on small screens): All files, files
 * in no folder, then each folder with its real count. Editors get a menu to rename or delete.
 */
export function FolderNav({
  folders,
  current,
  totals,
  canEdit,
  error,
  onRetry,
  onSelect,
  onRename,
  onDelete,
}: {
  /** Undefined while loading. */
  folders: MediaFolder[] | undefined
  /** The selected `?folder=` value ('' for all files). */
  current: string
  /** File counts for All files and Unfiled, once known. */
  totals: { all?: number | undefined; root?: number | undefined }
  canEdit: boolean
  error: string | null
  onRetry: () => void
  onSelect: (folder: string) => void
  onRename: (folder: MediaFolder) => void
  onDelete: (folder: MediaFolder) => void
}) {
  return (
    <nav aria-label="Folders" className="min-w-0">
      <h2 className="mb-2 hidden px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase lg:block">
        Folders
      </h2>
      {/* On phones the folders wrap onto more lines: a strip scrolling sideways cut them off. */}
      <ul className="flex flex-wrap gap-1.5 lg:flex-col lg:flex-nowrap lg:gap-0.5">
        <FolderEntry
          icon={Layers}
          name="All files"
          count={totals.all}
          active={current === ''}
          onSelect={() => onSelect('')}
        />
        <FolderEntry
          icon={Inbox}
          name="Unfiled"
          title="Files in no folder"
          count={totals.root}
          active={current === ROOT_FOLDER}
          onSelect={() => onSelect(ROOT_FOLDER)}
        />
        {folders === undefined && !error
          ? Array.from({ length: 3 }, (_, index) => (
              <li key={index} aria-hidden="true" className="shrink-0 px-3 py-2 lg:py-2.5">
                <div className="h-4 w-24 animate-pulse rounded bg-muted" />
              </li>
            ))
          : folders?.map((folder) => (
              <FolderEntry
                key={folder.id}
                icon={current === folder.id ? FolderOpen : Folder}
                name={folder.name}
                count={folder.itemCount}
                active={current === folder.id}
                onSelect={() => onSelect(folder.id)}
                menu={
                  canEdit && (
                    <FolderMenu
                      name={folder.name}
                      onRename={() => onRename(folder)}
                      onDelete={() => onDelete(folder)}
                    />
                  )
                }
              />
            ))}
      </ul>
      {error && (
        <p role="alert" className="mt-2 px-3 text-xs text-danger">
          Folders could not be loaded.{' '}
          <button type="button" onClick={onRetry} className="font-semibold underline">
            Try again
          </button>
        </p>
      )}
    </nav>
  )
}

function FolderEntry({
  icon: Icon,
  name,
  title,
  count,
  active,
  onSelect,
  menu,
}: {
  icon: LucideIcon
  name: string
  title?: string
  count: number | undefined
  active: boolean
  onSelect: () => void
  menu?: ReactNode
}) {
  return (
    <li
      className={cn(
        'group relative flex shrink-0 items-center rounded-lg border lg:border-0',
        active
          ? 'border-primary/40 bg-primary-soft text-primary-text'
          : 'border-border bg-card text-foreground hover:bg-muted lg:bg-transparent',
      )}
    >
      <button
        type="button"
        aria-current={active ? 'page' : undefined}
        aria-label={count === undefined ? name : `${name}, ${plural(count, 'file')}`}
        title={title ?? name}
        onClick={onSelect}
        className={cn(
          'flex min-w-0 flex-1 items-center gap-2.5 rounded-lg py-2 pl-3 text-sm font-medium lg:pr-3',
          menu ? 'pr-1' : 'pr-3',
        )}
      >
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        <span className="max-w-40 truncate lg:max-w-none lg:flex-1 lg:text-left">{name}</span>
        {count !== undefined && (
          <span
            className={cn(
              'rounded-full px-1.5 text-xs tabular-nums',
              active ? 'text-primary-text' : 'text-muted-foreground',
              // On wide screens a folder's menu button takes the count's place on hover and focus.
              Boolean(menu) &&
                'lg:group-focus-within:invisible lg:group-hover:invisible lg:pointer-coarse:invisible',
            )}
          >
            {count}
          </span>
        )}
      </button>
      {menu}
    </li>
  )
}

function FolderMenu({
  name,
  onRename,
  onDelete,
}: {
  name: string
  onRename: () => void
  onDelete: () => void
}) {
  return (
    <RowMenu
      label={`Actions for folder ${name}`}
      align="start"
      small
      triggerClassName="mr-1 grid size-7 shrink-0 place-items-center rounded-md text-muted-foreground hover:bg-card hover:text-foreground data-[state=open]:bg-card lg:absolute lg:right-1 lg:opacity-0 lg:group-focus-within:opacity-100 lg:group-hover:opacity-100 lg:data-[state=open]:opacity-100 lg:pointer-coarse:opacity-100"
    >
      <RowMenuItem icon={Pencil} onSelect={onRename}>
        Rename
      </RowMenuItem>
      <RowMenuItem icon={Trash2} tone="danger" onSelect={onDelete}>
        Delete folder
      </RowMenuItem>
    </RowMenu>
  )
}
