import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under apps/web/src/features is a feature: a new one is guarded without editing a list.
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'reports/**',
      'bench/results/**',
      'apps/api/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { import: importPlugin },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
      // The import plugin reads the files an import names to follow cycles: TypeScript needs its parser.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Cycles are ours to find: packages are not followed (one of PGlite's bundles overflows the parser).
      'import/ignore': ['node_modules'],
    },
  },
  {
    // The domain is pure: no framework, no Node, no DOM, nothing of ours.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'crypto'], message: 'packages/domain is pure: no Node APIs.' },
            {
              group: ['react', 'react-*', 'fastify*', 'drizzle-*', '@mui/*'],
              message: 'packages/domain imports only zod.',
            },
            {
              group: ['@kandamul/api', '@kandamul/web', '**/apps/**'],
              message: 'domain imports neither app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kandamul/web', '**/apps/web/**', '**/web/src/**'],
              message: 'The API never imports web code.',
            },
          ],
        },
      ],
    },
  },
  {
    // API layering: routes talk to services, never to repos or the database; repos know nothing of HTTP.
    files: ['apps/api/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.repo', '**/db/client', '**/db/schema', '**/db/schema/*'],
              message: 'Routes call a service, never a repo or the database.',
            },
            {
              group: ['@kandamul/web', '**/apps/web/**', '**/web/src/**'],
              message: 'The API never imports web code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.repo.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify-*', '@fastify/*', '**/plugins/*'],
              message: 'Repos know nothing of HTTP: no Fastify, no plugins.',
            },
            {
              group: ['@kandamul/web', '**/apps/web/**', '**/web/src/**'],
              message: 'The API never imports web code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kandamul/api', '**/apps/api/**', '**/api/src/**'],
              message: 'The web never imports API code.',
            },
          ],
        },
      ],
    },
  },
  {
    // The staff console: a browser app of its own, talking to the API only over HTTP.
    files: ['apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kandamul/api', '@kandamul/web', '**/apps/api/**', '**/apps/web/**', '**/api/src/**'],
              message: 'The console imports neither app: shared rules and shapes come from @kandamul/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    // Web layering (STYLE.md): components | lib → features → app; a feature never imports another feature.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...WEB_FEATURES.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`],
              message:
                'A feature does not import another feature: move the shared piece to components or lib.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app layer.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code does not import features or the app.',
            },
          ],
        },
      ],
    },
  },
);
