import { NOT_FOUND_META } from '@/shared/page-status';

/**
 * Makes a cached page that renders its own 404 screen answer 404: React places this `<meta>` in
 * the `<head>`, where the Node server looks for it (src/server/http/page-status.ts). Throwing
 * `notFound()` instead would either empty the server's HTML (outside a Suspense boundary) or
 * leave an errored boundary that the browser reports as React error #419 (inside one).
 */
export function NotFoundStatus() {
  return <meta name={NOT_FOUND_META.name} content={NOT_FOUND_META.content} />;
}
