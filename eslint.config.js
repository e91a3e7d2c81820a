// Lint for the whole monorepo: typescript-eslint strict, React hooks, and the dependency direction
// domain ← api ← mocks; domain, api, ui ← features ← web (ui never imports api; only web, stories and tests import mocks).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { areaBoundaries } from './eslint/area-boundaries.js';

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

// Screens read their route params through the kit's useRouteParams (the contract's path parameters, a
// not-found for malformed ones), never by hand; flat config replaces a rule's options, so this adds to forbid's.
const withoutRouteParams = ({ 'no-restricted-imports': [level, options] }) => ({
  'no-restricted-imports': [
    level,
    {
      ...options,
      paths: ['react-router', 'react-router-dom'].flatMap((name) => [
        {
          name,
          importNames: ['useParams'],
          message: 'Read route params with useRouteParams from the kit (packages/features/README.md, "Route params").',
        },
        {
          name,
          importNames: ['useSearchParams'],
          message: "Use the kit's useSearchParams: its setter starts from the latest address, not the last rendered one.",
        },
      ]),
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
  {
    files: ['packages/features/src/**'],
    ignores: ['packages/features/src/infra/kit/**', '**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx'],
    rules: withoutRouteParams(forbid('@ujuzi/mocks', '@ujuzi/web')),
  },
  {
    files: ['packages/features/src/**/*.stories.tsx', 'packages/features/src/**/*.test.ts?(x)'],
    ignores: ['packages/features/src/infra/kit/**'],
    rules: withoutRouteParams(forbid('@ujuzi/web')),
  },
  // A dashboard URL is built only by the kit's links (packages/features/src/infra/kit/links.ts), on the route
  // table's patterns; tests and stories may still assert URLs.
  {
    files: ['packages/features/src/**/*.ts', 'packages/features/src/**/*.tsx'],
    ignores: [
      'packages/features/src/infra/kit/links.ts',
      'packages/features/src/infra/kit/links-*.ts',
      '**/*.stories.tsx',
      '**/*.test.ts',
      '**/*.test.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/^\\/dashboard/]', 'TemplateLiteral[quasis.0.value.raw=/^\\/dashboard/]'].map((selector) => ({
          selector,
          message:
            "Build dashboard URLs with the kit's links (links.student(id), links.inquiries({ status })), not a '/dashboard' string.",
        })),
      ],
    },
  },
  // Feature areas import no other area (packages/features/README.md, "Areas"); what they share is in the kit, ui or domain.
  {
    files: ['packages/features/src/**/*.ts', 'packages/features/src/**/*.tsx'],
    // Tests and stories may put several areas' screens together (a journey from one to the next).
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx'],
    plugins: { ujuzi: { rules: { 'area-boundaries': areaBoundaries } } },
    rules: { 'ujuzi/area-boundaries': 'error' },
  },
  // A module of features stays readable in one sitting (issue 24): at most 300 non-blank lines, comments
  // included, as `npm run bench:screens` counts them; a longer screen splits into its sections and hooks.
  {
    files: ['packages/features/src/**/*.ts', 'packages/features/src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: false }] },
  },
);
