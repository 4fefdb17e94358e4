import { domainMessages, domainOrigin } from '@folio/schema'
import type { CustomDomain, CustomDomainSettings } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { Globe, Star, Trash2 } from 'lucide-react'
import { useState } from 'react'

import { domainSettingsQuery, useSaveDomains } from '../api/domains'

import { AddDomainForm } from './add-domain-form'

import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { PremiumLock } from '@/components/ui/premium-lock'
import { QuerySectionCard } from '@/components/ui/query-section-card'
import { EmptyState } from '@/components/ui/states'
import { ApiError, errorMessage } from '@/lib/api-client'
import { notify } from '@/stores/notifications'

/** The list with `hostname` removed; a removed primary hands over to the first one left. */
function without(domains: CustomDomain[], hostname: string): CustomDomain[] {
  const rest = domains.filter((domain) => domain.hostname !== hostname)
  if (rest.length === 0 || rest.some((domain) => domain.primary)) return rest
  return rest.map((domain, index) => ({ ...domain, primary: index === 0 }))
}

function DomainRow({
  domain,
  serverHost,
  disabled,
  onMakePrimary,
  onRemove,
}: {
  domain: CustomDomain
  serverHost: string
  disabled: boolean
  onMakePrimary: () => void
  onRemove: () => void
}) {
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm break-all">{domain.hostname}</span>
          {domain.primary && <Badge tone="primary">Primary</Badge>}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          Point a CNAME record for <span className="font-mono">{domain.hostname}</span> at{' '}
          <span className="font-mono">{serverHost}</span>.
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {!domain.primary && (
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled}
            aria-label={`Make primary ${domain.hostname}`}
            onClick={onMakePrimary}
          >
            <Star className="size-4" aria-hidden="true" />
            Make primary
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          aria-label={`Remove ${domain.hostname}`}
          onClick={onRemove}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Remove
        </Button>
      </div>
    </li>
  )
}

function DomainsEditor({ settings }: { settings: CustomDomainSettings }) {
  const save = useSaveDomains()
  const [failure, setFailure] = useState<string | null>(null)
  const [removing, setRemoving] = useState<CustomDomain | null>(null)
  const { domains, inUse } = settings
  const serverHost = window.location.hostname

  /** Saves the whole list; answers the server's message for `index`, if it refused that one. */
  const saveList = async (next: CustomDomain[], index?: number): Promise<string | null> => {
    setFailure(null)
    try {
      await save.mutateAsync(next)
      notify.success(domainMessages.saved)
      return null
    } catch (error) {
      const detail =
        error instanceof ApiError && index !== undefined
          ? error.details.find((item) => item.path === `domains.${index}.hostname`)
          : undefined
      if (detail) return detail.message
      setFailure(errorMessage(error, 'The custom domains could not be saved.'))
      return null
    }
  }

  const makePrimary = (hostname: string) =>
    void saveList(domains.map((domain) => ({ ...domain, primary: domain.hostname === hostname })))
  const add = (hostname: string) =>
    saveList([...domains, { hostname, primary: domains.length === 0 }], domains.length)
  const next = removing ? without(domains, removing.hostname) : []
  const nextPrimary = next.find((domain) => domain.primary)

  return (
    <div className="space-y-5">
      {!inUse && (
        <PremiumLock feature="custom_domains">
          Apps could reach the delivery API and media on your own domain, such as cms.example.com.
        </PremiumLock>
      )}
      {!inUse && domains.length > 0 && <Alert tone="info">{domainMessages.notInUse}</Alert>}
      {failure && <Alert>{failure}</Alert>}
      {domains.length === 0 ? (
        <EmptyState icon={Globe} title="No custom domains yet" className="py-6">
          Apps reach this installation on {window.location.origin}.
        </EmptyState>
      ) : (
        <ul
          aria-label="Custom domains"
          className="divide-y divide-border rounded-xl border border-border"
        >
          {domains.map((domain) => (
            <DomainRow
              key={domain.hostname}
              domain={domain}
              serverHost={serverHost}
              disabled={!inUse || save.isPending}
              onMakePrimary={() => makePrimary(domain.hostname)}
              onRemove={() => setRemoving(domain)}
            />
          ))}
        </ul>
      )}
      {inUse && (
        <AddDomainForm
          existing={domains.map((domain) => domain.hostname)}
          pending={save.isPending}
          onAdd={add}
        />
      )}
      {inUse && domains.some((domain) => domain.primary) && (
        <p className="text-sm text-muted-foreground">
          Apps get URLs on{' '}
          <span className="font-mono text-foreground">
            {domainOrigin(domains.find((domain) => domain.primary)!.hostname)}
          </span>
          : the Connections snippets, the API base URL and the media links of delivery answers.
        </p>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.hostname ?? 'this domain'}?`}
        description={
          nextPrimary && removing?.primary
            ? `Apps that call it should move to ${nextPrimary.hostname}, which becomes the primary domain.`
            : 'Apps that call it should move to another domain first.'
        }
        confirmLabel="Remove domain"
        tone="danger"
        pending={save.isPending}
        onConfirm={() =>
          void saveList(next).then(() => {
            setRemoving(null)
          })
        }
        onCancel={() => setRemoving(null)}
      />
    </div>
  )
}

/** Settings → General → Custom domains (Premium): where apps reach the API and media. */
export function CustomDomainsCard() {
  return (
    <QuerySectionCard
      query={useQuery(domainSettingsQuery())}
      id="custom-domains"
      title="Custom domains"
      description="The hostnames, such as cms.example.com, where apps reach this installation’s delivery API and media. Point each at this server with a CNAME record."
      loadingLabel="Loading custom domains..."
      errorTitle="Could not load the custom domains"
    >
      {(settings) => <DomainsEditor settings={settings} />}
    </QuerySectionCard>
  )
}
