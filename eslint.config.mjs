import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', 'scripts/bench/bare-next/.next/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // STYLE §5: database code stays on the server.
    files: ['src/components/**', 'src/shared/**', 'src/lib/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/server/*', '@/server/**'], message: 'Server code stays on the server.' }] }],
    },
  },
];

export default config;
