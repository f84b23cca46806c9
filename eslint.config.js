import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/server/db/migrations', 'test-results', 'playwright-report', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['public/**/*.js'], languageOptions: { globals: globals.browser, sourceType: 'script' } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      // One-way imports (STYLE.md §1): domain is pure; web and server never import each other.
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['~/server/*', '~/web/*', '../server/*', '../web/*', 'react', 'fastify', 'drizzle-orm*', 'node:*'], message: 'src/domain is pure: no I/O, no React, no Fastify.' }] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['~/server/*', '**/server/*'], message: 'The web app talks to the server over HTTP only.' }] }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['~/web/*', '**/web/*'], message: 'The server never imports the web app.' }] }],
    },
  },
)
