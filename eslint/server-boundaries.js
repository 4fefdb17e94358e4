// Where a server file may import from: the layering of docs/architecture.md, checked. A module
// (`src/modules/<name>`, and `src/auth`) is used through its `index.ts` only; app.ts, the
// composition root, also registers each module's route plugins. Tests may reach inside.
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'

const src = 'apps/server/src'
const root = path.join(import.meta.dirname, '..')
const dirs = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}`)

const modules = [...dirs(`${src}/modules`), `${src}/auth`]
const outside = ['lib', 'plugins', 'jobs', 'db', 'config', 'seed', 'cli', 'server.ts'].map(
  (name) => `${src}/${name}`,
)
const routesOf = (dir) =>
  readdirSync(path.join(root, dir), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.routes.ts') || file === 'auth.plugin.ts')
    .map((file) => `./${file}`)

const moduleZones = modules.flatMap((module) => [
  {
    target: [...modules.filter((other) => other !== module), ...outside],
    from: module,
    except: ['./index.ts'],
    message: `Use ${path.basename(module)} through its index.ts.`,
  },
  {
    target: [`${src}/app.ts`, `${src}/api-routes.ts`],
    from: module,
    except: ['./index.ts', ...routesOf(module)],
    message: 'app.ts registers route plugins and otherwise uses a module through its index.ts.',
  },
])

const layerZones = [
  {
    target: `${src}/lib`,
    from: [...modules, `${src}/plugins`],
    message: 'lib/ holds helpers every layer may use, so it imports no module or plugin.',
  },
  {
    target: `${root}/${src}/**/*.routes.ts`,
    from: [`${root}/${src}/**/*.repository.ts`, `${root}/${src}/db/**`],
    message: 'Routes speak HTTP and call operations; repositories and db are the operations’ job.',
  },
  {
    target: `${root}/${src}/**/*.repository.ts`,
    from: [`${root}/${src}/plugins/**`, `${root}/${src}/**/*.routes.ts`],
    message: 'Repositories only query: HTTP belongs to routes.',
  },
  {
    // Saves run the content lifecycle; what follows from a change subscribes to it (app.ts).
    target: [
      `${src}/modules/content`,
      `${src}/modules/localization`,
      `${src}/modules/media`,
      `${src}/modules/content-types`,
    ],
    from: [`${src}/modules/workflow`, `${src}/modules/webhooks`, `${src}/modules/plugins`],
    message:
      'Content changes do not call workflow, webhooks or plugins: they subscribe to the content lifecycle (modules/lifecycle).',
  },
  {
    target: `${root}/${src}/**/*.repository.ts`,
    from: [`${src}/lib/app-error.ts`, `${src}/auth/auth-error.ts`],
    message: 'Repositories only query: errors for clients belong to operations.',
  },
]

export default [
  {
    files: [`${src}/**/*.ts`],
    ignores: ['**/*.test.ts', `${src}/test/**`],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle parses each imported file itself: it needs the TypeScript parser for that.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${src}/../tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...moduleZones, ...layerZones] }],
      'import-x/no-duplicates': 'error',
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Other modules get operations and types: storage stays behind the module's own rules.
    files: [`${src}/modules/*/index.ts`, `${src}/auth/index.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ExportNamedDeclaration[exportKind='value'][source.value=/\\.repository\\.js$/] > ExportSpecifier[exportKind='value']",
          message:
            'A module exports operations and types: wrap what others need in a function that takes the context.',
        },
        {
          selector: 'ExportAllDeclaration[source.value=/\\.repository\\.js$/]',
          message: 'A module exports operations and types, not its repository.',
        },
      ],
    },
  },
  {
    files: [`${src}/**/*.repository.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'fastify', message: 'Repositories know no HTTP.' }] },
      ],
    },
  },
]
