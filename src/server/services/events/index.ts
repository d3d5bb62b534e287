/** The events domain's service verbs: the user panel's list and registrations, the manager's CRUD. */
export { listUserEvents, listRegisteredUpcoming } from './read';
export { registerForEvent } from './register-for-event';
export { cancelRegistration } from './cancel-registration';
export { eventIcs } from './ics';
export { listManagedEvents, getManagedEvent } from './manager-read';
export { createEvent } from './create-event';
export { updateEvent } from './update-event';
export { deleteEvent } from './delete-event';
