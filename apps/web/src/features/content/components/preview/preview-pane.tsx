import type { ContentItem, ContentType } from '@folio/schema'
import { ExternalLink, Monitor, RotateCw, Smartphone, Tablet, X } from 'lucide-react'
import { useRef, useState } from 'react'

import { BuiltinPreview } from './builtin-preview'
import { focusPreviewField } from './focus-preview-field'
import { usePreviewChannel } from './use-preview-channel'
import { usePreviewLink } from './use-preview-link'

import { Button, buttonClass } from '@/components/ui/button'
import { LoadingState } from '@/components/ui/loading'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'

const devices = {
  mobile: { label: 'Mobile', width: '375px', Icon: Smartphone },
  tablet: { label: 'Tablet', width: '768px', Icon: Tablet },
  desktop: { label: 'Desktop', width: '100%', Icon: Monitor },
} as const
type Device = keyof typeof devices

/**
 * The editor's Preview pane: the team's site in a frame at a device width, fed the unsaved
 * item as it changes, or Folio's built-in rendering when the type has no preview URL. Beside
 * the form on wide screens; over it, full width, on narrow ones.
 */
export function PreviewPane({
  type,
  item,
  onClose,
}: {
  type: ContentType
  /** The item as the editor has it now (unsaved changes included). */
  item: ContentItem
  onClose: () => void
}) {
  const link = usePreviewLink(type.id, item.id, true)
  const [device, setDevice] = useState<Device>('desktop')
  // The frame keeps the address it loaded with: a renewed token must not reload the site.
  const [src, setSrc] = useState<string | null>(null)
  const [reloads, setReloads] = useState(0)
  const frame = useRef<HTMLIFrameElement>(null)
  const latestUrl = link.data?.url ?? null
  if (latestUrl && src === null) setSrc(latestUrl)

  const onFocus = (path: string) => focusPreviewField(path, type.fields)
  usePreviewChannel({ frame, url: src, item, locale: item.locale ?? '', onFocus })

  const reload = () => {
    if (latestUrl) setSrc(latestUrl)
    setReloads((count) => count + 1)
  }

  return (
    <section
      aria-label="Live preview"
      className="flex flex-col overflow-hidden bg-card max-md:fixed max-md:inset-0 max-md:z-20 md:sticky md:top-0 md:h-[calc(90vh-8.5rem)] md:rounded-xl md:border md:border-border"
    >
      <div className="flex flex-wrap items-center gap-1 border-b border-border px-2 py-1.5">
        <div role="group" aria-label="Device width" className="flex gap-0.5">
          {(Object.keys(devices) as Device[]).map((key) => {
            const { label, Icon } = devices[key]
            return (
              <Button
                key={key}
                variant="ghost"
                size="sm"
                aria-pressed={device === key}
                onClick={() => setDevice(key)}
                className={cn('px-2', device === key && 'bg-muted')}
              >
                <Icon className="size-4" aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{label}</span>
              </Button>
            )
          })}
        </div>
        <div className="ml-auto flex items-center gap-0.5">
          <Button variant="ghost" size="sm" className="px-2" onClick={reload}>
            <RotateCw className="size-4" aria-hidden="true" />
            <span className="sr-only">Reload preview</span>
          </Button>
          {latestUrl && (
            <a
              href={latestUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass({ variant: 'ghost', size: 'sm', className: 'px-2' })}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              <span className="sr-only">Open preview in a new tab</span>
            </a>
          )}
          <Button variant="ghost" size="sm" className="px-2" onClick={onClose}>
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Close preview</span>
          </Button>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-auto bg-surface">
        <div
          className="mx-auto h-full bg-card transition-[width]"
          style={{ width: devices[device].width, maxWidth: '100%' }}
        >
          {link.isError && (
            <p role="alert" className="px-4 pt-3 text-xs text-danger">
              The site preview is unavailable ({errorMessage(link.error)}); showing Folio&apos;s
              own.
            </p>
          )}
          {link.isPending ? (
            <LoadingState />
          ) : src ? (
            <iframe
              key={reloads}
              ref={frame}
              src={src}
              title={`Preview of ${item.title || 'the item'}`}
              className="size-full min-h-[60vh] border-0"
              // The team's site runs its own scripts on its own origin; it may not navigate Folio.
              sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            />
          ) : (
            <BuiltinPreview item={item} fields={type.fields} onFocus={onFocus} />
          )}
        </div>
      </div>
    </section>
  )
}
