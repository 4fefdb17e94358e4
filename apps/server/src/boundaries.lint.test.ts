import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// The layering rules of eslint/server-boundaries.js, tried on wrong and right imports placed in
// real files' paths (typed linting only parses files the TypeScript project knows).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
let eslint: ESLint

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  // Only the boundary rules: the typed rules also judge the made-up code, which is not the point.
  return result!.messages
    .filter((message) => message.ruleId?.startsWith('import-x/'))
    .map((message) => `${message.ruleId}: ${message.message}`)
}

const restricted: unknown = expect.stringContaining('import-x/no-restricted-paths')

describe('server import boundaries', { timeout: 120_000 }, () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: root })
  })

  it("refuses a module reaching into another module's private files", async () => {
    const wrong = await problems(
      'apps/server/src/modules/seo/operations/seo-settings-ops.ts',
      "import { readSetting } from '../../settings/settings.repository.js'\nexport const read = readSetting\n",
    )
    expect(wrong).toEqual([restricted])
    const right = await problems(
      'apps/server/src/modules/seo/operations/seo-settings-ops.ts',
      "import { readSettingValue } from '../../settings/index.js'\nexport const read = readSettingValue\n",
    )
    expect(right).toEqual([])
  })

  it('refuses auth internals outside auth', async () => {
    const wrong = await problems(
      'apps/server/src/plugins/authenticate.ts',
      "import { findUserById } from '../auth/repositories/users.repository.js'\nexport const find = findUserById\n",
    )
    expect(wrong).toEqual([restricted])
  })

  it('refuses content calling workflow or webhooks instead of the lifecycle', async () => {
    const wrong = await problems(
      'apps/server/src/modules/content/operations/update-content-item.ts',
      "import { subscribeWorkflow } from '../../workflow/index.js'\nexport const gate = subscribeWorkflow\n",
    )
    expect(wrong).toEqual([restricted])
    const right = await problems(
      'apps/server/src/modules/content/operations/update-content-item.ts',
      "import { runHooks } from '../../lifecycle/index.js'\nexport const run = runHooks\n",
    )
    expect(right).toEqual([])
  })

  it('refuses a module in lib/', async () => {
    const wrong = await problems(
      'apps/server/src/lib/clock.ts',
      "import { readSettingValue } from '../modules/settings/index.js'\nexport const read = readSettingValue\n",
    )
    expect(wrong).toEqual([restricted])
  })

  it('refuses repositories in routes and errors in repositories', async () => {
    const routes = await problems(
      'apps/server/src/modules/seo/seo.routes.ts',
      "import { readSetting } from '../settings/settings.repository.js'\nexport const read = readSetting\n",
    )
    expect(routes.length).toBeGreaterThan(0)
    expect(routes).toEqual(routes.map(() => restricted))
    const repository = await problems(
      'apps/server/src/modules/settings/settings.repository.ts',
      "import { AppError } from '../../lib/app-error.js'\nexport const error = AppError\n",
    )
    expect(repository).toEqual([restricted])
  })

  it('refuses an import circle, even through index files', async () => {
    // Content builds on components; components reaching back into content closes a circle.
    const circle = await problems(
      'apps/server/src/modules/components/component-nesting.ts',
      "import { getContentItem } from '../content/index.js'\nexport const get = getContentItem\n",
    )
    expect(circle).toEqual([expect.stringContaining('import-x/no-cycle')])
  })

  it("keeps a module's storage out of its index", async () => {
    const lint = async (code: string) => {
      const file = path.join(root, 'apps/server/src/modules/contact/index.ts')
      const [result] = await eslint.lintText(code, { filePath: file })
      return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax')
    }
    const repository = "export { listContactMessages } from './contact.repository.js'\n"
    expect(await lint(repository)).toHaveLength(1)
    expect(await lint("export * from './contact.repository.js'\n")).toHaveLength(1)
    const operation =
      "export { createContactMessage } from './operations/create-contact-message.js'\n"
    expect(await lint(operation)).toEqual([])
    // Types are part of a module's surface: the rows its operations answer with.
    expect(await lint("export type { ContactRow } from './contact.repository.js'\n")).toEqual([])
  })

  it('lets app.ts register route plugins but not reach other internals', async () => {
    const routes = await problems(
      'apps/server/src/app.ts',
      "import { seoRoutes } from './modules/seo/seo.routes.js'\nexport const routes = seoRoutes\n",
    )
    expect(routes).toEqual([])
    const internal = await problems(
      'apps/server/src/app.ts',
      "import { readSetting } from './modules/settings/settings.repository.js'\nexport const read = readSetting\n",
    )
    expect(internal).toEqual([restricted])
  })
})
