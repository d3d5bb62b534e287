/** The events domain's service verbs: the user panel's list and registrations, the manager's CRUD. */
export { listUserEvents, listRegisteredUpcoming } from './read';
export { registerForEvent, cancelRegistration } from './registration';
export { eventIcs } from './ics';
export { listManagedEvents, getManagedEvent, createEvent, updateEvent, deleteEvent } from './manage';
