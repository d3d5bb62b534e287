/** The user dashboard and the playback progress behind its "continue" cards. */
export { getUserDashboard } from './dashboard';
export { recordProgress } from './record-progress';
export { continueItems } from './continue-items';
