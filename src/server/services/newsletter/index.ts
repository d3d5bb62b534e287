/** Newsletters (ADR 0026): subscriptions with double opt-in, the issues sent to them, and their lists. */
export { subscribe } from './subscribe';
export { confirmSubscription } from './confirm';
export { getPreferences, preferencesPageOf } from './preferences';
export { updatePreferences } from './update-preferences';
export { unsubscribe } from './unsubscribe';
export { endAccountSubscription, getAccountSubscription, putAccountSubscription } from './account-subscription';
export { countSubscribers, listSubscribers } from './list-subscribers';
export { importSubscribers, type ImportOptions } from './import-subscribers';
export { exportSubscribers } from './export-subscribers';
export { createIssue, getIssue, listIssues, updateIssue } from './issues';
export { sendIssue } from './send-issue';
export { previewIssue, testSendIssue } from './test-send';
export { announceItem, queueAnnouncement } from './announce';
export { itemChoices } from './items';
export { runDigests } from './digest';
export { runIssueSend } from './send';
export { finishStalledIssues, newsletterQueues, startDueIssues } from './queues';
export { followLink, recordOpen } from './tracking';
