/** TanStack Query keys of an item's comments: the public approved threads and the user's own pending ones. */
export const commentsKeys = {
  approved: (type: string, slug: string) => ['comments', type, slug, 'approved'] as const,
  own: (type: string, slug: string) => ['comments', type, slug, 'own'] as const,
};
