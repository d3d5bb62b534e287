// Written by `npm run contracts:browser` from ../contracts/events-guides.ts; the type check holds it to that file.
import type { BrowserContracts } from '../contract';
import type * as declared from '../contracts/events-guides';

export const eventsGuidesContracts: BrowserContracts<typeof declared.eventsGuidesContracts> = {
  listUserEvents: { operationId: 'listUserEvents', method: 'get', path: '/api/user/events' },
  registerForEvent: { operationId: 'registerForEvent', method: 'post', path: '/api/user/events/{id}/registration' },
  cancelEventRegistration: {
    operationId: 'cancelEventRegistration',
    method: 'delete',
    path: '/api/user/events/{id}/registration',
  },
  downloadEventIcs: { operationId: 'downloadEventIcs', method: 'get', path: '/api/user/events/{id}/ics' },
  listEvents: { operationId: 'listEvents', method: 'get', path: '/api/manager/events' },
  createEvent: { operationId: 'createEvent', method: 'post', path: '/api/manager/events' },
  getEvent: { operationId: 'getEvent', method: 'get', path: '/api/manager/events/{id}' },
  updateEvent: { operationId: 'updateEvent', method: 'patch', path: '/api/manager/events/{id}' },
  deleteEvent: { operationId: 'deleteEvent', method: 'delete', path: '/api/manager/events/{id}' },
  listUserGuides: { operationId: 'listUserGuides', method: 'get', path: '/api/user/where-to-start' },
  getUserGuide: { operationId: 'getUserGuide', method: 'get', path: '/api/user/where-to-start/{id}' },
  listGuides: { operationId: 'listGuides', method: 'get', path: '/api/manager/where-to-start' },
  createGuide: { operationId: 'createGuide', method: 'post', path: '/api/manager/where-to-start' },
  getGuide: { operationId: 'getGuide', method: 'get', path: '/api/manager/where-to-start/{id}' },
  updateGuide: { operationId: 'updateGuide', method: 'patch', path: '/api/manager/where-to-start/{id}' },
  deleteGuide: { operationId: 'deleteGuide', method: 'delete', path: '/api/manager/where-to-start/{id}' },
  addGuideItem: { operationId: 'addGuideItem', method: 'post', path: '/api/manager/where-to-start/{id}/items' },
  removeGuideItem: { operationId: 'removeGuideItem', method: 'delete', path: '/api/manager/where-to-start/{id}/items/{itemId}' },
  reorderGuideItems: { operationId: 'reorderGuideItems', method: 'put', path: '/api/manager/where-to-start/{id}/items/order' },
  getUserDashboard: { operationId: 'getUserDashboard', method: 'get', path: '/api/user/dashboard' },
  recordProgress: { operationId: 'recordProgress', method: 'post', path: '/api/user/progress/{type}/{id}' },
};
