/** The where-to-start domain: published guides with the user's progress, and their management. */
export { listUserGuides, getUserGuide } from './user';
export { listManagedGuides, getManagedGuide } from './manager-read';
export { createGuide } from './create-guide';
export { updateGuide } from './update-guide';
export { deleteGuide } from './delete-guide';
export { addGuideItem } from './add-guide-item';
export { removeGuideItem } from './remove-guide-item';
export { reorderGuideItems } from './reorder-guide-items';
