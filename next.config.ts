import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { randomUUID } from 'node:crypto';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

// One id per build: the client compares it with /api/build to notice a newer deployment.
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;

const nextConfig: NextConfig = {
  // Parallel checkouts (and the test suite) may build side by side without sharing a folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  generateBuildId: () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', '@node-rs/argon2', 'ioredis', 'nodemailer'],
  typescript: { ignoreBuildErrors: true }, // `npm test` type-checks once; the build need not repeat it
  images: { formats: ['image/webp'] },
  experimental: {
    authInterrupts: true,
    // A rendered page belongs to the database it was rendered from: keep the page cache in the
    // process, so a restart on another (or a wiped) database never serves pages of the old one.
    // The shared cache across instances is the reverse proxy's (deploy/nginx.conf).
    isrFlushToDisk: false,
  },
};

export default withNextIntl(nextConfig);
