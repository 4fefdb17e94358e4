import * as Menu from '@radix-ui/react-dropdown-menu'
import type { ComponentProps, ReactNode } from 'react'

import { cn } from '@/lib/cn'

export const DropdownMenu = Menu.Root
export const DropdownMenuTrigger = Menu.Trigger
export const DropdownMenuGroup = Menu.Group
export const DropdownMenuRadioGroup = Menu.RadioGroup

const panelClass =
  'z-50 min-w-48 rounded-xl border border-border bg-card p-1 text-foreground shadow-lg shadow-black/5 dark:shadow-black/40'

/** The menu panel, portalled and aligned to its trigger. */
export function DropdownMenuContent({
  className,
  align = 'end',
  sideOffset = 6,
  ...props
}: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn(panelClass, className)}
        {...props}
      />
    </Menu.Portal>
  )
}

const itemClass =
  'flex w-full cursor-default items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted'

interface ItemProps extends ComponentProps<typeof Menu.Item> {
  tone?: 'default' | 'danger'
}

export function DropdownMenuItem({ className, tone = 'default', ...props }: ItemProps) {
  return (
    <Menu.Item
      className={cn(itemClass, tone === 'danger' && 'text-danger', className)}
      {...props}
    />
  )
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem className={cn(itemClass, 'pl-8', className)} {...props}>
      <Menu.ItemIndicator className="absolute left-2.5 inline-flex">
        <span className="size-2 rounded-full bg-primary" />
      </Menu.ItemIndicator>
      {children}
    </Menu.RadioItem>
  )
}

export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return (
    <Menu.Label className="px-2.5 pt-2 pb-1 text-xs font-medium text-muted-foreground">
      {children}
    </Menu.Label>
  )
}

export function DropdownMenuSeparator() {
  return <Menu.Separator className="-mx-1 my-1 h-px bg-border" />
}

export const DropdownMenuSub = Menu.Sub

export function DropdownMenuSubTrigger({
  className,
  ...props
}: ComponentProps<typeof Menu.SubTrigger>) {
  return (
    <Menu.SubTrigger
      className={cn(itemClass, 'data-[state=open]:bg-muted', className)}
      {...props}
    />
  )
}

export function DropdownMenuSubContent({
  className,
  ...props
}: ComponentProps<typeof Menu.SubContent>) {
  return (
    <Menu.Portal>
      <Menu.SubContent
        sideOffset={4}
        collisionPadding={8}
        className={cn(panelClass, className)}
        {...props}
      />
    </Menu.Portal>
  )
}
