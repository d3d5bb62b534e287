/** Scheduled items go live at their time, once, across instances (ADR 0020). */
export { publishDueItem, scheduledItemsBetween, SWEEP_WINDOW_MS, type DueItem } from './publish-due';
export { publishOverdueItems } from './publish-overdue';
export { DUE_ITEM_QUEUE, DUE_SWEEP_QUEUE, scheduleComingDue, scheduledPublishingQueues, sweepScheduledItems } from './queue';
