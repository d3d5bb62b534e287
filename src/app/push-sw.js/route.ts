// GET /push-sw.js — the service worker that shows the site's push notifications

/**
 * Only notifications: a push (services/push, PushPayload) shows the item's title and summary in
 * its language and direction, one notification per item (its tag), and a tap opens the item.
 * Plain script, so it carries nothing of the app's bundles.
 */
const script = `'use strict';
self.addEventListener('push', (event) => {
  if (!event.data) return;
  const message = event.data.json();
  event.waitUntil(
    self.registration.showNotification(message.title, { body: message.body, lang: message.lang, dir: message.dir, tag: message.tag, data: { url: message.url } }),
  );
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data && event.notification.data.url;
  if (url) event.waitUntil(self.clients.openWindow(url));
});
`;

export function GET() {
  // A browser checks its worker for updates as it registers it; no-cache lets a changed script reach it at once.
  return new Response(script, { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' } });
}
