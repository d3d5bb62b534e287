import { Redis } from 'ioredis';
import { redisPrefix } from '@/server/page-cache/tag-store.ts';

type Envelope = { origin: string; message: unknown };
type State = { origin: string; publisher?: Redis; subscriber?: Redis; hasReportedFailure: boolean };

export type ClusterChannel<T> = {
  /** Sends `message` to the other instances (this one acts on its own news itself). */
  publish(message: T): void;
  /** Starts hearing the other instances; opening it again does nothing. */
  listen(): void;
};

/**
 * A Redis pub/sub channel between the instances, for news that is not worth storing (an unread
 * count changed, an editor is still there). Without REDIS_URL there are no other instances to
 * tell and both calls do nothing. An instance ignores its own echo; a message that fails
 * `isMessage` is someone else's and is dropped. Its state is kept on `globalThis`, so each module
 * graph of the process shares one connection.
 */
export function clusterChannel<T>(options: {
  name: string;
  /** What is lost while Redis is unreachable, logged once until it is back. */
  whenUnreachable: string;
  isMessage: (message: unknown) => message is T;
  onMessage: (message: T) => void;
}): ClusterChannel<T> {
  const key = Symbol.for(`darvazeh.cluster-channel.${options.name}`);
  const state = (): State => {
    const global = globalThis as typeof globalThis & Record<symbol, State | undefined>;
    global[key] ??= { origin: `${process.pid}-${Math.random().toString(36).slice(2)}`, hasReportedFailure: false };
    return global[key];
  };
  const channel = () => `${redisPrefix()}:${options.name}`;
  const reportFailure = (error: Error) => {
    const current = state();
    if (current.hasReportedFailure) return;
    current.hasReportedFailure = true;
    console.error(`[${options.name}] Redis unreachable; ${options.whenUnreachable}:`, error.message);
  };

  return {
    listen() {
      const url = process.env.REDIS_URL;
      const current = state();
      if (!url || current.subscriber) return;
      const subscriber = new Redis(url, { maxRetriesPerRequest: null });
      subscriber.on('error', reportFailure);
      subscriber.on('ready', () => {
        current.hasReportedFailure = false;
        void subscriber.subscribe(channel()).catch(reportFailure);
      });
      subscriber.on('message', (received: string, text: string) => {
        if (received !== channel()) return;
        try {
          const { origin, message } = JSON.parse(text) as Envelope;
          if (origin !== current.origin && options.isMessage(message)) options.onMessage(message);
        } catch {
          // Not ours: ignore.
        }
      });
      current.subscriber = subscriber;
    },
    publish(message) {
      const url = process.env.REDIS_URL;
      if (!url) return;
      const current = state();
      current.publisher ??= new Redis(url, { maxRetriesPerRequest: 1 }).on('error', reportFailure);
      current.publisher.publish(channel(), JSON.stringify({ origin: current.origin, message } satisfies Envelope)).catch(reportFailure);
    },
  };
}
