import type { IssueStatus } from '@/shared/newsletter';

/** The badge tone of each issue status: drafts and schedules wait, a send runs or ends. */
export const issueStatusTones = { draft: 'neutral', scheduled: 'pending', sending: 'pending', sent: 'approved', failed: 'rejected' } as const satisfies Record<
  IssueStatus,
  'neutral' | 'pending' | 'approved' | 'rejected'
>;

/** An issue whose subject, note and items can still change, and that can be sent or scheduled. */
export function isIssueOpen(status: IssueStatus): boolean {
  return status === 'draft' || status === 'scheduled';
}
