// Where a web file may import from: features stand alone, shared pieces live below them.
//
//   app/                 composes features (routes, the shell, the global modal)
//   features/<name>/     one domain each; never imports another feature or app/
//   components/, lib/,   shared UI, API clients, hooks and state, used by every layer above;
//   stores/, config/     never import a feature or app/
import fs from 'node:fs'
import path from 'node:path'

import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'

const root = path.dirname(import.meta.dirname)
const src = path.join(root, 'apps/web/src')
const at = (folder) => path.join(src, folder)

// Read from disk, so a new feature gets its fence without touching this file.
const features = fs
  .readdirSync(at('features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const featureZones = features.map((name) => ({
  target: at(`features/${name}`),
  from: at('features'),
  except: [`./${name}`],
  message: `Features do not import each other. Move what both need to components/ or lib/, or compose the two in app/.`,
}))

const sharedZones = ['components', 'lib', 'stores', 'config'].map((folder) => ({
  target: at(folder),
  from: [at('features'), at('app')],
  message: `${folder}/ sits below features and app/: pass what it needs in as props instead.`,
}))

const files = ['apps/web/src/**/*.{ts,tsx}']

export default [
  {
    files,
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle parses each imported file itself: it needs the TypeScript parser for that.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'apps/web/tsconfig.json') }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            ...sharedZones,
            {
              target: at('features'),
              from: at('app'),
              message: 'app/ composes features; a feature never reaches back up into it.',
            },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
]
