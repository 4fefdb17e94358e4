// @vitest-environment node
import path from 'node:path'

import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

// The rule set of eslint/web-boundaries.js, run as `npx eslint` runs it, on code that is not on
// disk: the virtual files sit where a real one would and import real modules. The TypeScript
// project does not know them, so the type-aware rules are off for them alone.
const root = path.resolve(import.meta.dirname, '../../../..')
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [{ files: ['**/virtual-*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }],
})

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  // A parsing error has no rule: it must fail the test, not hide the rule's silence.
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === null || message.ruleId.startsWith('import-x/'))
    .map((message) => `${message.ruleId}: ${message.message}`)
}

const importing = (specifier: string, name: string) =>
  `import { ${name} } from '${specifier}'\n\nexport const used = ${name}\n`

describe('web boundaries', { timeout: 60_000 }, () => {
  it('stops a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/seo/components/virtual-wrong.tsx',
      importing('@/features/content/content-actions', 'startEditContent'),
    )
    expect(errors).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Features do not import each other/),
    ])
  })

  it('stops a relative import that climbs into another feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/seo/components/virtual-wrong.tsx',
      importing('../../content/content-actions', 'startEditContent'),
    )
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths:/)])
  })

  it('stops an import circle, as the nested field inputs once had', async () => {
    // Entry fields reaching for the field input that renders them (through blocks and entries)
    // closes a circle: they take it from the slot the input provides instead.
    const errors = await boundaryErrors(
      'apps/web/src/features/content/components/blocks/entry-fields.tsx',
      importing('../field-input', 'FieldInput'),
    )
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-cycle:/)])
  })

  it('stops components/ and lib/ importing a feature or app/', async () => {
    const fromComponents = await boundaryErrors(
      'apps/web/src/components/ui/virtual-wrong.tsx',
      importing('@/features/content/content-actions', 'startEditContent'),
    )
    expect(fromComponents).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths:/)])

    const fromLib = await boundaryErrors(
      'apps/web/src/lib/virtual-wrong.ts',
      importing('@/app/app-shell/modal-host', 'ModalHost'),
    )
    expect(fromLib).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths:/)])
  })

  it('stops a feature importing app/', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/seo/components/virtual-wrong.tsx',
      importing('@/app/app-shell/modal-host', 'ModalHost'),
    )
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths:/)])
  })

  it('lets a feature import its own files and the shared layers, and app/ import features', async () => {
    const own = await boundaryErrors(
      'apps/web/src/features/content/components/virtual-right.tsx',
      importing('../content-actions', 'startEditContent') +
        importing('@/lib/api/get-content-types', 'contentTypesQuery').replace('used', 'alsoUsed'),
    )
    expect(own).toEqual([])

    const composed = await boundaryErrors(
      'apps/web/src/app/routes/virtual-right.tsx',
      importing('@/features/seo/components/item-seo-panel', 'ItemSeoPanel'),
    )
    expect(composed).toEqual([])
  })
})
