// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import { readdirSync } from 'node:fs'

const features = (() => {
  try {
    return readdirSync('apps/mall/src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  } catch {
    return []
  }
})()

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**', 'e2e/artifacts/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    // Without a resolver that knows TypeScript, import-x resolves no `./x` of ours, and the path and cycle rules below
    // see nothing. `.js` specifiers of the ESM packages name their `.ts` sources; the mall's `./pay` is pay.d.ts.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Dependency direction: apps → contracts → domain; the two apps never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/domain',
              from: ['./packages/contracts', './apps', './e2e'],
              message: 'domain is pure: it imports nothing of ours',
            },
            { target: './packages/contracts', from: ['./apps', './e2e'], message: 'contracts import only the domain' },
            { target: './apps/server', from: ['./apps/mall', './apps/console'] },
            { target: './apps/mall', from: ['./apps/server', './apps/console'] },
            { target: './apps/console', from: ['./apps/server', './apps/mall'] },
            // A feature of the app does not import another feature: shared code lives in lib/ or components/.
            ...features.map((f) => ({
              target: `./apps/mall/src/features/${f}`,
              from: './apps/mall/src/features',
              except: [`./${f}`],
              message: 'features do not import each other',
            })),
            // Shared code sits below the features and pages that use it, never the other way round.
            {
              target: ['./apps/mall/src/lib', './apps/mall/src/components', './apps/mall/src/platform'],
              from: ['./apps/mall/src/features', './apps/mall/src/pages'],
              message: 'shared folders (lib, components, platform) never import features or pages',
            },
          ],
        },
      ],
    },
  },
  {
    // The domain has no I/O and no frameworks.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fastify*', 'drizzle-orm*', 'zod', '@tarojs/*', 'react', 'pg', 'ioredis'],
              message: 'domain code is pure',
            },
          ],
        },
      ],
    },
  },
  {
    // Modules own their tables: a module uses another only through its index.ts (its service), never another's
    // tables; work that writes another module's rows or moves its lifecycle is a flow (src/flows/). Modules never
    // reach up to the flows, the route files or the composition root.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.tables.ts', 'apps/server/src/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // `../<module>/<file>` other than its index.
              regex: String.raw`^\.\./(?!\.\.)[^/]+/(?!index$)[^/]+$`,
              message: 'import another module through its index.ts, never its tables (or move the work to flows/)',
            },
            {
              regex: String.raw`^\.\./\.\./(schema|compose|app|flows|routes)(/|$)`,
              message:
                'a module stands on the platform only: no flows, routes, composition root or schema of all tables',
            },
          ],
        },
      ],
    },
  },
  {
    // A table file may name another module's table for a foreign key; a test may arrange another module's rows.
    files: ['apps/server/src/modules/**/*.tables.ts', 'apps/server/src/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./(?!\.\.)[^/]+/(?!index$)(?![^/]+\.tables$)[^/]+$`,
              message:
                'import another module through its index.ts (tables only for foreign keys and test arrangements)',
            },
          ],
        },
      ],
    },
  },
  {
    // Flows, route files, the composition root, the platform and the providers reach a module through its index.ts.
    files: [
      'apps/server/src/*.ts',
      'apps/server/src/flows/**/*.ts',
      'apps/server/src/routes/**/*.ts',
      'apps/server/src/platform/**/*.ts',
      'apps/server/src/providers/**/*.ts',
    ],
    // schema.ts collects every module's tables for Drizzle and drizzle-kit.
    ignores: ['apps/server/src/schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                './modules/*/*',
                '!./modules/*/index',
                '../modules/*/*',
                '!../modules/*/index',
                '../../modules/*/*',
                '!../../modules/*/index',
              ],
              message: 'import a module through its index.ts',
            },
          ],
        },
      ],
    },
  },
  {
    // The apps import contract TYPES only, so zod never reaches a bundle; the exceptions are the call paths of
    // @shop/contracts/route and, in the console, the permission labels of @shop/contracts/permissions: files that
    // import types only (next block, docs/adr/0012).
    files: ['apps/mall/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@shop/contracts', message: 'use `import type` from @shop/contracts', allowTypeImports: true },
          ],
          patterns: [
            {
              regex: '^@shop/contracts/(?!route$)',
              message: 'use `import type` from @shop/contracts (values only from @shop/contracts/route)',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/console/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@shop/contracts', message: 'use `import type` from @shop/contracts', allowTypeImports: true },
          ],
          patterns: [
            {
              regex: '^@shop/contracts/(?!(route|permissions)$)',
              message:
                'use `import type` from @shop/contracts (values only from @shop/contracts/route and /permissions)',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // contracts/route and contracts/permissions reach the apps at run time: they import types only, so no zod (nor
    // any schema) comes along.
    files: ['packages/contracts/src/route.ts', 'packages/contracts/src/permissions.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '.*',
              message: 'contracts/route and contracts/permissions run in the apps: import types only (docs/adr/0012)',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Platform forks live in platform/ as name.weapp.ts / name.h5.ts; the rest of the app asks their interface.
    files: ['apps/mall/src/**/*.{ts,tsx}'],
    ignores: ['apps/mall/src/platform/**', 'apps/mall/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.object.name='process'][object.property.name='env'][property.name='TARO_ENV']",
          message: 'fork by platform in platform/ (name.weapp.ts / name.h5.ts with one interface), not inline',
        },
      ],
    },
  },
)
