'use client';

import { api } from '@/lib/api-client';
import { newsletterContracts } from '@/shared/api/browser/newsletter';
import { SERVICE_WORKER_URL } from '@/shared/offline';
import type { PushSubscribeInput } from '@/shared/schemas/push';

/** This browser's subscription to the site's notifications, if it has one. */
async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

/** Whether this browser cannot take notifications (an iPhone's Safari outside a home-screen app, say), has blocked the site's, has them, or not yet. */
export type BrowserPushState = 'unsupported' | 'denied' | 'on' | 'off';

export async function browserPushState(): Promise<BrowserPushState> {
  if (!('serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window)) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await currentPushSubscription()) ? 'on' : 'off';
}

/** The VAPID key as the bytes `pushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

export class PushRefusedError extends Error {}

/**
 * Asks the reader's permission, subscribes this browser with the site's key and keeps the
 * subscription on the server with what it wants. Throws PushRefusedError when the reader says no.
 */
export async function allowPush(wants: Omit<PushSubscribeInput, 'subscription'>): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushRefusedError();
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  await navigator.serviceWorker.ready;
  const { data } = await api(newsletterContracts.getPushKey);
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(data.public_key) });
  const { endpoint, keys } = subscription.toJSON();
  await api(newsletterContracts.subscribeToPush, { body: { ...wants, subscription: { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } } } });
}

/** Ends this browser's subscription, on the server first so nothing more is sent to it. */
export async function stopPush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await api(newsletterContracts.unsubscribeFromPush, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
