/** Newsletters (ADR 0026): subscriptions with double opt-in, and the issues sent to them. */
export { subscribe } from './subscribe';
export { confirmSubscription } from './confirm';
export { getPreferences } from './preferences';
export { updatePreferences } from './update-preferences';
export { unsubscribe } from './unsubscribe';
export { getAccountSubscription, putAccountSubscription } from './account-subscription';
