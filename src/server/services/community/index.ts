export { listManagerComments, getManagerComment, moderateManagerComment, replyAsStaff, deleteManagerComment, countPendingComments } from './comments';
export { listContactMessages, getContactMessage, setContactHandled, deleteContactMessage, countUnhandledContacts } from './contacts';
export { getDashboard } from './dashboard';
