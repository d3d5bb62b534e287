/** Scheduled items go live at their time, once, across instances (ADR 0020). */
export { itemsDueUnannounced, publishDueItem, publishOverdueItems, SWEEP_WINDOW_MS, type DueItem } from './publish-due';
export { DUE_ITEM_QUEUE, DUE_SWEEP_QUEUE, scheduleComingDue, scheduledPublishingQueues, sweepScheduledItems } from './queue';
