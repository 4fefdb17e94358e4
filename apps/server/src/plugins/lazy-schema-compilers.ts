import { createRequire } from 'node:module'

import type { FastifyServerOptions } from 'fastify'

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>
type Build = (externalSchemas: unknown, options: unknown) => unknown

// Fastify's dependencies, resolved as Fastify resolves them: they are not Folio's own.
const fastifyRequire = createRequire(createRequire(import.meta.url).resolve('fastify'))

/** A compiler builder that loads its package on its first call. */
function onFirstUse(packageName: string): Build {
  let build: Build | undefined
  return (externalSchemas, options) => {
    build ??= (fastifyRequire(packageName) as () => Build)()
    return build(externalSchemas, options)
  }
}

/**
 * Fastify's own JSON Schema compilers, loaded when a route first needs one. Folio's routes
 * validate and serialise with zod's compilers (and delivery with plainJson), so these are
 * rarely used; loaded by Fastify at start they brought three copies of ajv (some 200 files,
 * about a tenth of start-up) into every process.
 */
export const lazySchemaCompilers = {
  buildValidator: onFirstUse('@fastify/ajv-compiler'),
  buildSerializer: onFirstUse('@fastify/fast-json-stringify-compiler'),
} as CompilersFactory
