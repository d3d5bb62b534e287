/** The user dashboard and the playback progress behind its "continue" cards. */
export { getDashboard } from './dashboard';
export { recordProgress, continueItems } from './progress';
