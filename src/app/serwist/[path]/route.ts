// GET /serwist/sw.js — the site's service worker (ADR 0030), bundled once at build time
import { randomUUID } from 'node:crypto';
import { createSerwistRoute } from '@serwist/turbopack';
import { offlinePaths } from '@/shared/offline';

/** One mark per build: the offline pages are fetched again by each build's worker. */
const revision = randomUUID();

/**
 * Precached: the build's stylesheets and fonts and the offline pages. Scripts are kept as pages
 * load them (most belong to the panels a reader may never open), covers as pages show them: a
 * reader on a metered connection pays for what they read, not for the whole application.
 */
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'src/worker/sw.ts',
  useNativeEsbuild: true,
  globPatterns: [`${process.env.NEXT_DIST_DIR ?? '.next'}/static/**/*.{css,woff2}`],
  additionalPrecacheEntries: offlinePaths.map((url) => ({ url, revision })),
  esbuildOptions: { tsconfig: 'src/worker/tsconfig.json' },
});
