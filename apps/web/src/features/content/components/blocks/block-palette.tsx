import { Plus } from 'lucide-react'

import { BlockIcon } from './block-icon'
import type { RegistryComponent } from './entry-values'
import { PaletteItem } from './palette-item'

import { buttonClass } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

/**
 * The components a blocks field may use. Wide: a column next to the canvas (or a row above it)
 * of chips to drag in or click; narrow (a phone): one "Add block" menu above the canvas.
 */
export function BlockPalette({
  fieldName,
  components,
  full,
  onAdd,
}: {
  fieldName: string
  components: readonly RegistryComponent[]
  /** The field holds its maximum: nothing can be added. */
  full: boolean
  onAdd: (component: RegistryComponent) => void
}) {
  return (
    <div className="mb-3 @2xl:sticky @2xl:top-2 @2xl:mb-0 @2xl:self-start">
      <p
        id={`palette-${fieldName}`}
        className="mb-2 hidden text-xs font-semibold tracking-wide text-muted-foreground uppercase @md:block"
      >
        Blocks
      </p>
      <ul
        aria-labelledby={`palette-${fieldName}`}
        className="hidden flex-wrap gap-2 @md:flex @2xl:flex-col @2xl:flex-nowrap"
      >
        {components.map((component) => (
          <li key={component.id} className="min-w-0 @2xl:w-full">
            <PaletteItem
              data={{
                kind: 'palette',
                componentId: component.id,
                label: component.name,
                icon: iconOf(component),
              }}
              disabled={full}
              onAdd={() => onAdd(component)}
            />
          </li>
        ))}
      </ul>
      <div className="@md:hidden">
        <DropdownMenu>
          <DropdownMenuTrigger
            disabled={full}
            className={buttonClass({ variant: 'secondary', size: 'sm', className: 'w-full' })}
          >
            <Plus className="size-4" aria-hidden="true" />
            Add block
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="max-h-80 overflow-y-auto">
            {components.map((component) => (
              <DropdownMenuItem key={component.id} onSelect={() => onAdd(component)}>
                <BlockIcon name={iconOf(component)} className="size-4 text-muted-foreground" />
                {component.name}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </div>
  )
}

/** The registry keeps what item data needs; the icon comes with the full component when loaded. */
export function iconOf(component: RegistryComponent): string {
  const icon = (component as { icon?: unknown }).icon
  return typeof icon === 'string' ? icon : ''
}
