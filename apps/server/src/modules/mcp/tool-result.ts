import { mcpMessages, serviceMessages } from '@folio/schema'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'

import { AppError } from '../../lib/app-error.js'
import type { OperationContext } from '../../lib/context.js'
import { requireKeyWriteEntitlement } from '../api-keys/index.js'

/** A tool's answer: the value as JSON text for the model, and as structured content for apps. */
export function jsonResult(value: unknown): CallToolResult {
  const structured =
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { data: value }
  return {
    content: [{ type: 'text', text: JSON.stringify(value, null, 2) }],
    structuredContent: structured,
  }
}

export function toolError(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true }
}

/**
 * Runs a tool's body and answers what it returns. Refusals the operations throw (not found,
 * forbidden, invalid data) become tool errors the model can read and act on, each invalid
 * field named; anything unexpected is logged and answered without its internals.
 */
export async function runTool(
  ctx: OperationContext,
  tool: string,
  body: () => Promise<unknown>,
): Promise<CallToolResult> {
  try {
    return jsonResult(await body())
  } catch (error) {
    if (error instanceof AppError) {
      const details = error.details ?? []
      const lines = details.map((detail) =>
        mcpMessages.invalidArgument(detail.path || '(arguments)', detail.message),
      )
      // A lone detail often repeats the message: say it once, with its field.
      const repeats = details.length === 1 && details[0]!.message === error.message
      return toolError((repeats ? lines : [error.message, ...lines]).join('\n'))
    }
    // Too expensive is the model's to fix with a cheaper query, as on the REST API.
    if (ctx.dialect.isReadTimeout(error)) {
      ctx.logger.warn({ err: error, tool }, 'query ran past its time budget')
      return toolError(serviceMessages.queryTooExpensive)
    }
    ctx.logger.error({ err: error, tool }, 'MCP tool failed')
    return toolError(`${tool} failed unexpectedly; the server log has the details`)
  }
}

/**
 * Write tools need a read-write key, on a plan that includes read-write keys. Checked before
 * anything is read, so a read-only key is told why in words about its scope rather than the
 * role it acts as, and a read-write key after a downgrade gets the plan's message.
 */
export async function requireReadWriteKey(ctx: OperationContext, tool: string) {
  if (ctx.actor?.apiKey?.scope !== 'read_write') {
    throw new AppError('forbidden', mcpMessages.readOnlyKey(tool))
  }
  await requireKeyWriteEntitlement(ctx)
}

/** A refusal of one argument, in the words every tool uses for invalid arguments. */
export function invalidArgument(path: string, message: string): AppError {
  return new AppError('validation_failed', mcpMessages.invalidArgument(path, message))
}
