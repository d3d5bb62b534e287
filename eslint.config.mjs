import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { layers } from './eslint/layers.mjs';

// An address of the API is written once, in its contract; code elsewhere calls `api(contract, …)`
// or `apiPath(contract, …)`, so a renamed path or field fails the type check, not a reader.
const apiAddressLiteral = {
  selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
  message: 'Name the endpoint by its contract (src/shared/api/contracts): api(contract, { params, body }) or apiPath(contract, …).',
};

// A write opens its transaction through the unit of work (src/server/db/unit-of-work.ts, ADR 0025):
// `transaction(db, work)` joins an open unit and runs purges, jobs and messages after its commit;
// a transaction opened on a handle directly would run them before the outer write commits.
const transactionOutsideUnit = {
  selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='transaction']",
  message: 'Open a write with transaction(db, work) from src/server/db/unit-of-work (ADR 0025), so its effects wait for the outermost commit.',
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', 'scripts/bench/bare-next/.next/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'tests/fixtures/fences/**'],
  },
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**'],
    ignores: ['src/shared/api/contracts/**', 'src/shared/api/browser/**'],
    rules: { 'no-restricted-syntax': ['error', apiAddressLiteral] },
  },
  {
    files: ['src/server/**'],
    ignores: ['src/server/db/unit-of-work.ts'],
    rules: { 'no-restricted-syntax': ['error', apiAddressLiteral, transactionOutsideUnit] },
  },
  {
    // The layer fence (eslint/layers.mjs): by the file an import resolves to and by 'use client'.
    files: ['src/**/*.{ts,tsx,mts,mjs}'],
    plugins: { layers },
    rules: { 'layers/fence': 'error' },
  },
];

export default config;
