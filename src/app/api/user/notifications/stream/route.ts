// GET /api/user/notifications/stream — server-sent events with the unread count, on connect and on change
import { contracts } from '@/shared/api/contracts';
import { route } from '@/server/http/route';
import { countUnread, onUnreadChange } from '@/server/services/notifications';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * Changes arrive as signals (from every instance through Redis when REDIS_URL is set); this slow
 * re-read only covers a signal lost while Redis was unreachable.
 */
const POLL_MS = 60_000;
/** A comment line this often keeps proxies from closing an idle connection. */
const PING_MS = 15_000;
/** A local signal may arrive before its transaction commits; read again shortly after. */
const SETTLE_MS = [250, 1500];

export const GET = route(contracts.streamUnreadCount, async ({ request, user }) => {
  const encoder = new TextEncoder();
  let cleanup = () => {};

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let last = -1;
      let closed = false;
      const timers = new Set<ReturnType<typeof setTimeout>>();
      const send = (chunk: string) => {
        if (!closed) controller.enqueue(encoder.encode(chunk));
      };
      const check = async () => {
        const unread = await countUnread(user.id).catch(() => last);
        if (closed || unread === last) return;
        last = unread;
        send(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`);
      };
      const later = (ms: number) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          void check();
        }, ms);
        timers.add(timer);
      };
      // Tells the browser how long to wait before reconnecting, then the first count.
      send(`retry: 5000\n\n`);
      void check();
      const ping = setInterval(() => send(': ping\n\n'), PING_MS);
      const poll = setInterval(() => void check(), POLL_MS);
      const unsubscribe = onUnreadChange(user.id, () => SETTLE_MS.forEach(later));
      cleanup = () => {
        if (closed) return;
        closed = true;
        clearInterval(ping);
        clearInterval(poll);
        timers.forEach(clearTimeout);
        unsubscribe();
        try {
          controller.close();
        } catch {
          // Already closed by the client.
        }
      };
      request.signal.addEventListener('abort', () => cleanup());
    },
    cancel() {
      cleanup();
    },
  });

  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'private, no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    },
  });
});
