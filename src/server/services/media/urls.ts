/** Public URL of a stored object: uploads are served by `src/app/media/[...path]/route.ts`. */
export function mediaUrl(path: string): string {
  return `/media/${path.split('/').map(encodeURIComponent).join('/')}`;
}
