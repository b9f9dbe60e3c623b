import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '.tmp',
      'dist',
      'node_modules',
      'data',
      'src/client/routeTree.gen.ts',
      'tests/bench/bare-app/src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      // Our imports are relative, so the plain node resolver (taught .ts) finds every file.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Imports flow one way: contract <- server, contract <- client, contract <- sw.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/client',
              from: './src/server',
              message: 'The client never imports the server.',
            },
            {
              target: './src/server',
              from: './src/client',
              message: 'The server never imports the client.',
            },
            {
              target: './src/contract',
              from: ['./src/client', './src/server', './sw'],
              message: 'contract/ depends on nothing of ours.',
            },
            {
              target: './sw',
              from: ['./src/client', './src/server'],
              message: 'The service worker shares only contract/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**', 'sw/**', 'public/**', 'tests/bench/bare-app/src/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/server/**', 'tests/**', 'scripts/**', '*.config.*'],
    languageOptions: { globals: globals.node },
  },
);
