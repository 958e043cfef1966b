import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'release/**', 'node_modules/**', 'build/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: ['renderer/vite.config.ts', 'renderer/display/vite.config.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: ['electron', 'node:*', '../electron/*', '../../electron/*'] }],
    },
  },
  {
    // shared/ runs on both sides: no Electron, no Node-only modules.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['electron', 'node:*', 'fs', 'path', 'http', 'crypto'] }],
    },
  },
  {
    // Only the thin adapters may touch Electron.
    files: ['electron/till/**/*.ts', 'electron/demo-store/**/*.ts', 'electron/web-host/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['electron'] }],
    },
  },
  {
    // The till reaches the embedded demo store only over HTTP: it runs in a process of its own
    // (shared/demo-store-process.ts is the contract). Type imports are refused too.
    files: ['electron/till/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['electron'], message: 'Only the thin adapters in electron/ may touch Electron.' },
            {
              group: ['**/demo-store/*', '**/demo-store'],
              message: 'The demo store runs in a process of its own: the till knows it by its URL and shared/demo-store-process.ts, never by its modules.',
            },
          ],
        },
      ],
    },
  },
);
