// Lint rules that keep the architecture honest (CONVENTIONS.md "Dependencies flow one way").
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

const services = ['accounts', 'generation', 'research', 'market', 'analytics'];
const features = (() => {
  try {
    return readdirSync('frontend/src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

const noOtherService = (self) => ({
  patterns: [
    {
      group: services
        .filter((s) => s !== self)
        .map((s) => `@chainscribe/${s}`)
        .concat('@chainscribe/gateway'),
      message: 'A service never imports another service: talk over HTTP or Kafka, share only @chainscribe/contracts.',
    },
    {
      regex: `^(\\.\\./){2,}(services/)?(${services.filter((s) => s !== self).join('|')}|gateway)/`,
      message: 'A service never imports another service.',
    },
  ],
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**', 'playwright-report/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Type-aware rules: each file is checked with the types of the tsconfig that owns it (the root
    // project, frontend/ or e2e/), so promises, any-typed values and unions are followed across files.
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['playwright.config.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // Wrong for us: an async function that never awaits still turns a throw into a rejection, which Promise-returning ports rely on.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/test/**/*.{ts,tsx}', '**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    // Wrong in tests: vitest's and Playwright's asymmetric matchers (expect.any, expect.stringMatching) are typed any.
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    // Command-line tools talk to a terminal.
    files: ['scripts/**/*.ts', 'deploy/**/*.ts', '**/test/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  // Services: entry-points (and src/cli/ tools, entry points like start.ts) → domain → data-access;
  // the domain knows no framework or driver.
  ...services.map((svc) => ({ files: [`services/${svc}/**/*.ts`], rules: { 'no-restricted-imports': ['error', noOtherService(svc)] } })),
  {
    files: ['services/*/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['express', 'mongoose', 'kafkajs', 'ioredis'].map((name) => ({
            name,
            message: 'The domain holds rules only: reach frameworks and drivers through ports passed in.',
          })),
          patterns: [
            { group: ['**/entry-points/**', '**/cli/**'], message: 'The domain never imports entry points or command-line tools.' },
          ],
        },
      ],
    },
  },
  {
    files: ['services/*/src/data-access/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/entry-points/**', '**/cli/**', '**/domain/**'],
              message: 'Data access sits below the domain, entry points and command-line tools.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.)', message: 'Contracts are zod only: no other dependency.' }] },
      ],
    },
  },
  // Frontend: shared → features → app, and no feature imports another (bulletproof-react).
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Long functions hide their parts: split them into named functions, sub-components and hooks.
    // Tests may be longer: a scenario reads best top to bottom.
    files: ['frontend/src/**/*.{ts,tsx}', '{services,packages,gateway,scripts,bench}/**/*.ts', 'deploy/{local,validate}/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['frontend/src/{components,lib,config,hooks,utils}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'Shared code sits below features and the app.' }] },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`frontend/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**'], message: 'Features never import the app layer.' },
            {
              group: features.filter((f) => f !== feature).map((f) => `**/features/${f}/**`),
              message: 'A feature never imports another feature: compose them in app/.',
            },
          ],
        },
      ],
    },
  })),
  // Formatting is Prettier's job (npm test runs prettier --check); no lint rule argues with it.
  prettier,
);
