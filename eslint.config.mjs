import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const serverOnly = { group: ['@/server/*', '@/server/**'], message: 'Server code stays on the server.' };
const databaseOnly = { group: ['@/server/db', '@/server/db/**'], message: 'Database code stays in services.' };
// Routes import components and services; an import back up the layers would tie them to one route.
const routesOnly = { group: ['@/app/*', '@/app/**'], message: 'Move what is shared out of src/app.' };
const serverScreens = ['src/components/**/*-screen.tsx', 'src/components/**/load-*.ts', 'src/components/panel/guarded-content.tsx'];

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
    // STYLE §5: database code stays on the server; shared and lib code are isomorphic.
    files: ['src/shared/**', 'src/lib/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverOnly, routesOnly] }],
    },
  },
  {
    // Components are rendered by pages, never the other way round; only server screens (the body
    // of a page, `*-screen.tsx`), their loaders (`load-*.ts`) and the panel guard read services and
    // the session.
    files: ['src/components/**'],
    ignores: serverScreens,
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverOnly, routesOnly] }],
    },
  },
  {
    files: serverScreens,
    rules: {
      'no-restricted-imports': ['error', { patterns: [databaseOnly, routesOnly] }],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [routesOnly] }],
    },
  },
];

export default config;
