export { listSessions } from './list-sessions';
export { revokeOtherSessions } from './revoke-other-sessions';
export { revokeSession } from './revoke-session';
