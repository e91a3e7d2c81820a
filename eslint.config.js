// Lint for the whole monorepo: typescript-eslint strict, React hooks, and the dependency direction
// domain ← api ← mocks; domain, api, ui ← features ← web (ui never imports api; only web, stories and tests import mocks).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const forbid = (...packages) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: packages.map((name) => ({
        group: [name, `${name}/*`],
        message: `This package may not depend on ${name} (see the dependency direction in README.md).`,
      })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/public/mockServiceWorker.js',
      '**/node_modules/**',
      '**/dist/**',
      '**/src/gen/**',
      '**/storybook-static/**',
      '**/.cache/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['packages/domain/src/**'],
    rules: forbid('@ujuzi/api', '@ujuzi/mocks', '@ujuzi/ui', '@ujuzi/features', '@ujuzi/web', 'react', 'msw'),
  },
  { files: ['packages/api/src/**'], rules: forbid('@ujuzi/mocks', '@ujuzi/ui', '@ujuzi/features', '@ujuzi/web') },
  { files: ['packages/mocks/src/**'], rules: forbid('@ujuzi/ui', '@ujuzi/features', '@ujuzi/web') },
  { files: ['packages/contract-checker/src/**'], rules: forbid('@ujuzi/mocks', '@ujuzi/ui', '@ujuzi/features', '@ujuzi/web') },
  { files: ['packages/ui/src/**'], rules: forbid('@ujuzi/api', '@ujuzi/mocks', '@ujuzi/features', '@ujuzi/web') },
  {
    files: ['packages/features/src/**'],
    ignores: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx'],
    rules: forbid('@ujuzi/mocks', '@ujuzi/web'),
  },
  { files: ['packages/features/src/**/*.stories.tsx', 'packages/features/src/**/*.test.ts?(x)'], rules: forbid('@ujuzi/web') },
);
