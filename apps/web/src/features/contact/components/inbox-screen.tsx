import { CONTACT_INBOX_PAGE_SIZE } from '@folio/schema'
import { useQuery } from '@tanstack/react-query'
import { Inbox, MailCheck, MailOpen } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'

import { inboxMessageQuery, inboxQuery, useMarkInboxMessage } from '../api/inbox'

import { InboxList } from './inbox-list'
import { InboxMessageView } from './inbox-message-view'

import { Button } from '@/components/ui/button'
import { LoadingState } from '@/components/ui/loading'
import { Pagination } from '@/components/ui/pagination'
import { SegmentedControl } from '@/components/ui/segmented-control'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { errorMessage } from '@/lib/api-client'
import { siteQuery } from '@/lib/api/site-settings'
import { cn } from '@/lib/cn'
import { useMediaQuery } from '@/lib/use-media-query'
import { readPage, setParam } from '@/lib/use-url-list-state'

type Show = 'all' | 'unread'

/** Wide enough for the list and the open message side by side. */
const SPLIT_QUERY = '(min-width: 1024px)'

/**
 * The admins' inbox of contact messages: the list (all or unread, paged) and the open message
 * (`?message=`, as notifications link to it), side by side on wide screens and one after the
 * other on narrow ones. Opening an unread message marks it read.
 */
export function InboxScreen() {
  const [params, setParams] = useSearchParams()
  const openId = params.get('message')
  const show: Show = params.get('show') === 'unread' ? 'unread' : 'all'
  const page = readPage(params)
  const split = useMediaQuery(SPLIT_QUERY)
  const siteName = useQuery(siteQuery()).data?.name ?? 'Folio'

  const list = useQuery(
    inboxQuery({
      page,
      pageSize: CONTACT_INBOX_PAGE_SIZE,
      ...(show === 'unread' && { unread: 'true' as const }),
    }),
  )
  const listed = list.data?.data.find((message) => message.id === openId)
  const opened = useQuery({
    ...inboxMessageQuery(openId ?? ''),
    enabled: openId !== null,
    placeholderData: listed,
  })

  // Opening an unread message marks it read, once per opening: after "Mark as unread" it stays
  // unread until it is closed and opened again.
  const { mutate: markRead } = useMarkInboxMessage()
  const handled = useRef<string | null>(null)
  useEffect(() => {
    if (openId === null) {
      handled.current = null
      return
    }
    const message = opened.data
    if (message?.id !== openId || handled.current === openId) return
    handled.current = openId
    if (!message.read) markRead({ id: message.id, read: true })
  }, [openId, opened.data, markRead])

  const update = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      change(next)
      return next
    })
  const open = (id: string) => update((next) => next.set('message', id))
  const close = () => update((next) => next.delete('message'))

  const unread = list.data?.meta.unread ?? 0
  const messages = list.data?.data ?? []
  const showList = split || openId === null
  const showMessage = split || openId !== null

  let listBody
  if (list.isPending) {
    listBody = <LoadingState label="Loading messages..." />
  } else if (list.isError) {
    listBody = (
      <ErrorState
        title="Could not load the inbox"
        message={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
      />
    )
  } else if (messages.length === 0) {
    listBody =
      show === 'unread' ? (
        <EmptyState icon={MailCheck} title="No unread messages">
          You are all caught up.
        </EmptyState>
      ) : (
        <EmptyState icon={Inbox} title="No messages yet">
          Messages people send from the contact page appear here.
        </EmptyState>
      )
  } else {
    listBody = (
      <div aria-busy={list.isFetching} className={cn(list.isPlaceholderData && 'opacity-60')}>
        <InboxList messages={messages} openId={openId} onOpen={open} />
      </div>
    )
  }

  let messageBody
  if (openId === null) {
    messageBody = (
      <EmptyState icon={MailOpen} title="No message open" className="py-20">
        Choose a message to read it.
      </EmptyState>
    )
  } else if (opened.data) {
    messageBody = (
      <InboxMessageView
        message={opened.data}
        siteName={siteName}
        onClose={close}
        showBack={!split}
      />
    )
  } else if (opened.isError) {
    messageBody = (
      <>
        <ErrorState
          title="Could not open this message"
          message={errorMessage(opened.error)}
          className="pt-20 pb-6"
        />
        <div className="flex justify-center pb-16">
          <Button variant="secondary" size="sm" onClick={close}>
            Back to inbox
          </Button>
        </div>
      </>
    )
  } else {
    messageBody = <LoadingState label="Opening message..." />
  }

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <SegmentedControl<Show>
          label="Show messages"
          options={['all', 'unread']}
          labels={{ all: 'All', unread: unread > 0 ? `Unread (${unread})` : 'Unread' }}
          value={show}
          onChange={(next) =>
            update((p) => {
              setParam(p, 'show', next, next === 'all')
              p.delete('page')
            })
          }
        />
      </div>
      <section
        aria-label="Inbox"
        className={cn(
          'overflow-hidden rounded-2xl border border-border bg-card shadow-sm',
          split && 'grid grid-cols-[minmax(18rem,24rem)_1fr]',
        )}
      >
        {showList && <div className={cn(split && 'border-r border-border')}>{listBody}</div>}
        {showMessage && <div className="min-w-0">{messageBody}</div>}
        {/* Under both columns: beside the open message the list is too narrow for it. */}
        {showList && list.data && list.data.meta.total > list.data.meta.pageSize && (
          <div className={cn(split && 'col-span-2')}>
            <Pagination
              page={page}
              pageSize={list.data.meta.pageSize}
              total={list.data.meta.total}
              noun="messages"
              onPageChange={(next) => update((p) => setParam(p, 'page', String(next), next === 1))}
            />
          </div>
        )}
      </section>
    </>
  )
}
