import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { webRuntimeImports } from './scripts/lint/web-runtime-imports.js';

// apps/web/vite.config.ts: type-only imports from the libraries' indexes, runtime values from pure deep files.
const WEB_IMPORTS = {
  paths: [
    {
      name: '@k9/contracts',
      allowTypeImports: true,
      message: 'The index brings class-validator along: import runtime values from their file, e.g. @k9/contracts/routes.',
    },
    {
      name: '@k9/domain',
      allowTypeImports: true,
      message: 'Only pure domain files reach the browser: import runtime values from their file, e.g. @k9/domain/site/rules/setting-types.',
    },
    { name: 'class-validator', message: 'Validation decorators belong to the api, never to the browser bundle.' },
    { name: 'class-transformer', message: 'class-transformer belongs to the api, never to the browser bundle.' },
  ],
  patterns: [{ group: ['class-validator/*', 'class-transformer/*'], message: 'These belong to the api, never to the browser bundle.' }],
};

// The public homepage loads with the list of contexts (src/contexts.ts), so it cannot use what is computed from it.
const HOMEPAGE_IMPORTS = {
  ...WEB_IMPORTS,
  patterns: [
    ...WEB_IMPORTS.patterns,
    { group: ['**/contexts', '**/routes/paths'], message: 'The homepage is imported by the list of contexts: it cannot read what is computed from it.' },
  ],
};

// `npm run lint`: the web app, the libraries, the api and the benchmarks. Recommended rules, no style (formatting is not linted).
export default defineConfig(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['libs/**/*.ts', 'apps/api/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // The benchmarks: plain ES modules run by node (the browser's globals only inside page.evaluate callbacks).
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: globals.node },
    rules: { 'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }] },
  },
  {
    files: ['apps/api/**/*.ts', 'libs/**/*.ts'],
    rules: {
      // Input guards match control characters (NUL, C0) on purpose.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    ...reactHooks.configs.flat.recommended,
    plugins: { ...reactHooks.configs.flat.recommended.plugins, k9: { rules: { 'web-runtime-imports': webRuntimeImports } } },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      '@typescript-eslint/no-restricted-imports': ['error', WEB_IMPORTS],
      'k9/web-runtime-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/features/site/homepage/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', HOMEPAGE_IMPORTS] },
  },
  {
    // Jest specs of the web's pure logic run in node.
    files: ['apps/web/src/**/*.spec.{ts,tsx}'],
    languageOptions: { globals: globals.node },
  },
);
