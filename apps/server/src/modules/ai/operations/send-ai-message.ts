import { randomUUID } from 'node:crypto'

import type { AiMessage, AiStreamEvent } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { Actor, OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import { adapterFor, type AiOptions } from '../ai-options.js'
import { conversationNotFound } from '../ai-errors.js'
import { recordAiUsage } from '../ai-usage.js'
import { titleFromPrompt, toMessage } from '../ai-view.js'
import { CHAT_SYSTEM_PROMPT, chatHistory } from '../chat-history.js'
import {
  insertMessageRows,
  lastMessagePosition,
  listMessageRows,
  lockConversationRow,
  updateConversationRow,
  updateMessageRow,
  type AiMessageRow,
} from '../conversations.repository.js'
import {
  AiProviderError,
  describeAiError,
  modelFor,
  type ChatMessage,
  type ResolvedAiConfig,
} from '../providers/index.js'
import { requireOwnConversation } from './get-ai-conversation.js'
import { resolveAiConfig } from './resolve-ai-config.js'

/** A reply about to be written: the provider call runs when `run` is called. */
export interface AiReplyRun {
  /**
   * Stores the prompt and an empty reply, streams the provider's answer to `emit` as events,
   * and stores the reply as it ended: complete, stopped (`signal` fired: the user pressed Stop
   * or left) or error. Resolves once the reply is stored; never rejects.
   */
  run(emit: (event: AiStreamEvent) => void, signal: AbortSignal): Promise<void>
}

interface ReplyJob {
  ctx: OperationContext
  options: AiOptions
  actor: Actor
  conversationId: string
  prompt: string
  config: ResolvedAiConfig
}

const INTERNAL_ERROR = 'Something went wrong on our side. Please try again.'

/**
 * Sends a prompt in one of the caller's conversations. Everything that can be refused with a
 * plain error (role, someone else's or a missing conversation, no provider configured) is
 * checked here, before the answer starts streaming. Editors and admins.
 */
export async function sendAiMessage(
  ctx: OperationContext,
  options: AiOptions,
  conversationId: string,
  input: { prompt: string },
): Promise<AiReplyRun> {
  const actor = accessOf(ctx).requireRole('editor')
  await requireOwnConversation(ctx, actor, conversationId)
  const { config } = await resolveAiConfig(ctx, options)
  const job: ReplyJob = { ctx, options, actor, conversationId, prompt: input.prompt, config }
  return { run: (emit, signal) => streamReply(job, emit, signal) }
}

// ---------------------------------------------------------------------------------------------
// The reply's life: stored empty, streamed, stored as it ended.

async function streamReply(
  job: ReplyJob,
  emit: (event: AiStreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const { ctx } = job
  let exchange: Awaited<ReturnType<typeof storeExchange>>
  try {
    exchange = await storeExchange(job)
  } catch (error) {
    ctx.logger.error({ err: error }, 'AI prompt could not be stored')
    emit({ type: 'error', code: 'internal_error', message: INTERNAL_ERROR, reply: null })
    return
  }
  const { reply, history } = exchange
  emit({ type: 'start', userMessage: exchange.userMessage, reply: toMessage(reply, null) })

  let text = ''
  try {
    const messages: ChatMessage[] = [
      { role: 'system', content: CHAT_SYSTEM_PROMPT },
      ...history,
      { role: 'user', content: job.prompt },
    ]
    const stream = adapterFor(job.options, job.config).stream({ messages, signal })
    let step = await stream.next()
    while (!step.done) {
      text += step.value
      emit({ type: 'delta', text: step.value })
      step = await stream.next()
    }
    const result = step.value
    const model = result.model || reply.model || ''
    const done = await finishReply(job, reply, {
      content: result.text || text,
      status: 'complete',
      model,
      input_tokens: result.usage?.inputTokens ?? null,
      output_tokens: result.usage?.outputTokens ?? null,
    })
    emit({ type: 'done', reply: done })
    // The reply is stored and shown: a usage row that fails to write must not undo that.
    await recordAiUsage(ctx.db, {
      userId: job.actor.userId,
      kind: 'chat',
      provider: job.config.provider,
      model,
      usage: result.usage,
    }).catch((error: unknown) => ctx.logger.error({ err: error }, 'AI usage not recorded'))
  } catch (error) {
    await replyFailed(job, reply, text, error, emit, signal)
  }
}

/** Stores a reply that did not complete, and tells the client why (unless it left). */
async function replyFailed(
  job: ReplyJob,
  reply: AiMessageRow,
  partial: string,
  error: unknown,
  emit: (event: AiStreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const { ctx } = job
  try {
    if (signal.aborted || (error instanceof AiProviderError && error.kind === 'aborted')) {
      // Stop keeps what arrived: the person saw it and may want to read it again.
      await finishReply(job, reply, { content: partial, status: 'stopped' })
      ctx.logger.info({ conversationId: job.conversationId }, 'AI reply stopped')
      return
    }
    const described =
      error instanceof AiProviderError
        ? describeAiError(error, job.config)
        : { code: 'internal_error' as const, message: INTERNAL_ERROR }
    if (!(error instanceof AiProviderError)) ctx.logger.error({ err: error }, 'AI reply failed')
    else ctx.logger.warn({ kind: error.kind, provider: error.provider }, 'AI provider failed')
    const stored = await finishReply(job, reply, {
      content: partial,
      status: 'error',
      error: described.message,
    })
    emit({ type: 'error', code: described.code, message: described.message, reply: stored })
  } catch (storeError) {
    ctx.logger.error({ err: storeError }, 'AI reply could not be stored')
    emit({ type: 'error', code: 'internal_error', message: INTERNAL_ERROR, reply: null })
  }
}

/**
 * Stores the prompt and an empty reply in the conversation's next two places, names an
 * untitled conversation after the prompt, and reads the history to send along. Until it is
 * finished the reply counts as stopped: a server that dies mid-reply leaves it so.
 */
async function storeExchange(job: ReplyJob) {
  return withTransaction(job.ctx, async (trx) => {
    const conversation = await lockConversationRow(trx.db, trx.dialect, job.conversationId)
    if (!conversation) throw conversationNotFound()
    const history = chatHistory(await listMessageRows(trx.db, job.conversationId))
    const position = await lastMessagePosition(trx.db, job.conversationId)
    const now = nowIso()
    const base = {
      conversation_id: job.conversationId,
      error: null,
      input_tokens: null,
      output_tokens: null,
      created_at: now,
    }
    const prompt: AiMessageRow = {
      ...base,
      id: randomUUID(),
      position: position + 1,
      role: 'user',
      content: job.prompt,
      status: 'complete',
      provider: null,
      model: null,
    }
    const reply: AiMessageRow = {
      ...base,
      id: randomUUID(),
      position: position + 2,
      role: 'assistant',
      content: '',
      status: 'stopped',
      provider: job.config.provider,
      model: modelFor(job.config) || null,
    }
    await insertMessageRows(trx.db, [prompt, reply])
    await updateConversationRow(trx.db, job.conversationId, {
      updated_at: now,
      ...(conversation.title === '' && { title: titleFromPrompt(job.prompt) }),
    })
    return { userMessage: toMessage(prompt, null), reply, history }
  })
}

async function finishReply(
  job: ReplyJob,
  reply: AiMessageRow,
  changes: Partial<
    Pick<AiMessageRow, 'content' | 'status' | 'error' | 'model' | 'input_tokens' | 'output_tokens'>
  >,
): Promise<AiMessage> {
  const now = nowIso()
  await withTransaction(job.ctx, async (trx) => {
    await updateMessageRow(trx.db, reply.id, changes)
    await updateConversationRow(trx.db, job.conversationId, { updated_at: now })
  })
  return toMessage({ ...reply, ...changes }, null)
}
