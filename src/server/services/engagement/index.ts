/** The engagement domain's service verbs: saves, likes and checks on one ledger. */
export { addEngagement, type EngagementInput, type EngagementTarget } from './add';
export { removeEngagement } from './remove';
export { getEngagement } from './get';
export { listEngagements } from './list';
export { engagementIdsOf } from './ids';
export { getEngagementCounts } from './counts';
