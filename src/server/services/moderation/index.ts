/** The staff side of what readers send: comment moderation, the contact inbox, and the manager dashboard that counts both. */
export { listManagerComments, getManagerComment, moderateManagerComment, replyAsStaff, deleteManagerComment, countPendingComments } from './comments';
export { listContactMessages, getContactMessage, setContactHandled, deleteContactMessage, countUnhandledContacts } from './contacts';
export { getManagerDashboard } from './dashboard';
