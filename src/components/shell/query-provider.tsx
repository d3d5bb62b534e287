'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

let browserClient: QueryClient | undefined;

function makeClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } } });
}

/**
 * TanStack Query for the parts that use it (engagement, comments, panels) instead of every page.
 * In the browser every provider shares one client, so two wrapped parts of a page share one cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const client = typeof window === 'undefined' ? makeClient() : (browserClient ??= makeClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
