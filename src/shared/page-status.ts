/**
 * A cached public page cannot set its own status, and a thrown `notFound()` would leave the
 * server's HTML empty (Next answers with a bare `__next_error__` document that only JavaScript
 * fills). So a page that renders the site's 404 screen says so in its `<head>` with this `<meta>`,
 * and the Node server (src/server/http/page-status.ts) answers it with 404.
 */
export const NOT_FOUND_META = { name: 'http-status', content: '404' } as const;
