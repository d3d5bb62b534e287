/** The where-to-start domain: published guides with the user's progress, and their management. */
export { listUserGuides, getUserGuide } from './user';
export {
  listManagedGuides,
  getManagedGuide,
  createGuide,
  updateGuide,
  deleteGuide,
  addGuideItem,
  removeGuideItem,
  reorderGuideItems,
} from './manage';
