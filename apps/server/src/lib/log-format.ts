import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify'

import type { Config } from '../config/config.js'
import { redactUrlSecrets, serializeRequestForLog } from './request-log.js'

/** One line per request, once it is answered: `GET /api/v1/site 200 3 ms`. */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return
    const line = `${request.method} ${redactUrlSecrets(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`
    if (error) reply.log.error({ err: error }, line)
    else reply.log.info(line)
  }
}

/**
 * The logger: JSON lines for collectors, or (LOG_FORMAT=pretty, the default at a development
 * terminal) readable lines through pino-pretty with one line per request instead of Fastify's
 * two. A test's capture stream always gets JSON.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  stream?: { write(line: string): void },
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const base = {
    level: config.logLevel,
    // Request lines carry the URL, and some URLs carry one-time tokens and codes.
    serializers: { req: serializeRequestForLog },
  }
  if (stream) return { logger: { ...base, stream } }
  if (config.logFormat === 'json') return { logger: base }
  return {
    logger: {
      ...base,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
      },
    },
    logController: new OneLinePerRequest(),
  }
}
