// Written by `npm run contracts:browser` from ../contracts/notifications-tickets.ts; the type check holds it to that file.
import type { BrowserContracts } from '../contract';
import type * as declared from '../contracts/notifications-tickets';

export const notificationTicketContracts: BrowserContracts<typeof declared.notificationTicketContracts> = {
  listUserNotifications: { operationId: 'listUserNotifications', method: 'get', path: '/api/user/notifications' },
  markNotificationRead: { operationId: 'markNotificationRead', method: 'patch', path: '/api/user/notifications/{id}' },
  markAllNotificationsRead: { operationId: 'markAllNotificationsRead', method: 'post', path: '/api/user/notifications/read-all' },
  streamUnreadCount: { operationId: 'streamUnreadCount', method: 'get', path: '/api/user/notifications/stream' },
  getUnreadCount: { operationId: 'getUnreadCount', method: 'get', path: '/api/user/notifications/unread-count' },
  getNotificationPreferences: {
    operationId: 'getNotificationPreferences',
    method: 'get',
    path: '/api/user/notification-preferences',
  },
  updateNotificationPreferences: {
    operationId: 'updateNotificationPreferences',
    method: 'patch',
    path: '/api/user/notification-preferences',
  },
  listNotifications: { operationId: 'listNotifications', method: 'get', path: '/api/manager/notifications' },
  sendNotification: { operationId: 'sendNotification', method: 'post', path: '/api/manager/notifications' },
  listNotificationRecipients: {
    operationId: 'listNotificationRecipients',
    method: 'get',
    path: '/api/manager/notifications/recipients',
  },
  getNotification: { operationId: 'getNotification', method: 'get', path: '/api/manager/notifications/{id}' },
  updateNotification: { operationId: 'updateNotification', method: 'patch', path: '/api/manager/notifications/{id}' },
  deleteNotification: { operationId: 'deleteNotification', method: 'delete', path: '/api/manager/notifications/{id}' },
  listUserTickets: { operationId: 'listUserTickets', method: 'get', path: '/api/user/tickets' },
  createTicket: { operationId: 'createTicket', method: 'post', path: '/api/user/tickets' },
  getUserTicket: { operationId: 'getUserTicket', method: 'get', path: '/api/user/tickets/{id}' },
  closeTicket: { operationId: 'closeTicket', method: 'patch', path: '/api/user/tickets/{id}' },
  replyToTicket: { operationId: 'replyToTicket', method: 'post', path: '/api/user/tickets/{id}/messages' },
  downloadTicketAttachment: {
    operationId: 'downloadTicketAttachment',
    method: 'get',
    path: '/api/user/tickets/{id}/messages/{messageId}/attachment',
  },
  listTickets: { operationId: 'listTickets', method: 'get', path: '/api/manager/tickets' },
  getTicket: { operationId: 'getTicket', method: 'get', path: '/api/manager/tickets/{id}' },
  updateTicket: { operationId: 'updateTicket', method: 'patch', path: '/api/manager/tickets/{id}' },
  replyToTicketAsStaff: { operationId: 'replyToTicketAsStaff', method: 'post', path: '/api/manager/tickets/{id}/messages' },
  downloadTicketAttachmentAsStaff: {
    operationId: 'downloadTicketAttachmentAsStaff',
    method: 'get',
    path: '/api/manager/tickets/{id}/messages/{messageId}/attachment',
  },
};
