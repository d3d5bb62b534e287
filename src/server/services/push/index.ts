/** Web push: browsers that allowed notifications hear of new items of their topics, in their language. */
export { subscribePush, unsubscribePush } from './subscriptions';
export { vapidKeys } from './vapid';
export { PUSH_QUEUE, pushItem, queuePushAnnouncement, type PushPayload } from './announce';
