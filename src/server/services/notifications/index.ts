export { notifyUsers, sendNotification, type NewNotification } from './notify';
export { countUnread, listUserNotifications, markAllNotificationsRead, markNotificationRead } from './user-notifications';
export { composeNotification, deleteNotification, getManagerNotification, listManagerNotifications, updateNotification } from './manage';
export { getNotificationPreferences, updateNotificationPreferences } from './preferences';
export { announceUnreadChange, onUnreadChange } from './events';
export { welcomeNewAccounts } from './welcome';
