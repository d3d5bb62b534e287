/**
 * The report's message keys in English words, for the command line (the import screen shows
 * them from `messages/*.json`, `portability.report.*`, in the reader's language).
 */
export const reportText: Record<string, string> = {
  missingFile: 'file not in the uploads copy; left out',
  unsupportedFile: 'file type this site does not store; left out',
  unreadableFile: 'file could not be read as its type; left out',
  statusDiscarded: 'trashed or automatic draft; not imported',
  pagesSkipped: 'page; pages are skipped (choose a type to import them)',
  unknownPostType: 'post type with no destination (map it to a type to import it)',
  postTypeSkipped: 'post type skipped as asked',
  unsupportedLanguage: 'in a language this site does not publish',
  passwordProtected: 'password-protected; imported as a draft',
  pendingAsDraft: 'pending review; imported as a draft',
  privateAsArchived: 'private; imported as archived (hidden from readers)',
  titleShortened: 'title longer than 200 characters; shortened',
  titleMissing: 'no title; named after its slug',
  bodyTooLong: 'body longer than 200,000 characters; not imported',
  excerptShortened: 'excerpt longer than 500 characters; shortened',
  slugTaken: 'slug already used by another item; a new one was made from the title',
};
