/** The staff side of what readers send: comment moderation, the contact inbox, and the manager dashboard that counts both. */
export { listManagerComments, getManagerComment, countPendingComments } from './comments';
export { moderateManagerComment } from './moderate-comment';
export { replyAsStaff } from './reply-as-staff';
export { deleteManagerComment } from './delete-comment';
export { listContactMessages, getContactMessage, countUnhandledContacts } from './contacts';
export { setContactHandled } from './set-contact-handled';
export { deleteContactMessage } from './delete-contact';
export { getManagerDashboard } from './dashboard';
