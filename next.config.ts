import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { publicSections } from './src/shared/routes';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

// One id per build: the client compares it with /api/build to notice a newer deployment.
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;

const nextConfig: NextConfig = {
  // Parallel checkouts (and the test suite) may build side by side without sharing a folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  generateBuildId: () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  poweredByHeader: false,
  // An ETag is a hash over every answer's whole body, and a page's body is new on each answer
  // anyway (its scripts carry that answer's nonce): it saved no transfer and halved the throughput
  // of cached pages (docs/benchmarks.md).
  generateEtags: false,
  // The production server compresses (src/server/http/encode-response.ts): it must see a page's
  // bytes to mark its scripts with the answer's nonce.
  compress: false,
  reactStrictMode: true,
  // esbuild bundles the service worker at build time (src/app/serwist): Node loads it, the bundler does not.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', '@node-rs/argon2', 'ioredis', 'nodemailer', 'pg-boss', '@aws-sdk/client-s3', 'esbuild'],
  typescript: { ignoreBuildErrors: true }, // `npm test` type-checks once; the build need not repeat it
  images: { formats: ['image/webp'] },
  // Rendered pages live in a disk cache sized for the whole library, emptied at each start (a page
  // belongs to the database it was rendered from); revalidations reach every instance through
  // Redis (docs/adr/0007-cache-coherence.md). Next keeps no second copy in memory.
  cacheHandler: path.join(process.cwd(), 'src/server/page-cache/handler.ts'),
  cacheMaxMemorySize: 0,
  // A list address with a query string goes to a page that moves it to its cached path form, or
  // renders a search (ADR 0006); the list pages themselves never read the query string.
  rewrites: async () => ({
    beforeFiles: ['page', 'category', 'tag', 'sort', 'q'].map((key) => ({
      source: `/:locale(fa|en)/:section(${publicSections.join('|')})`,
      has: [{ type: 'query' as const, key }],
      destination: '/:locale/list-query/:section',
    })),
    afterFiles: [],
    fallback: [],
  }),
  experimental: {
    authInterrupts: true,
    // Turbopack's cache speeds up the next build of the same folder; a CI build runs once in a
    // clean clone, and writing the cache took 49 s there, beside the API suites.
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
  },
};

export default withNextIntl(nextConfig);
