/** Upload types the product accepts, by MIME type, with the extension they are stored under. */
export const acceptedMime: Record<string, { ext: string; kind: 'image' | 'audio' | 'video' | 'file' }> = {
  'image/jpeg': { ext: 'jpg', kind: 'image' },
  'image/png': { ext: 'png', kind: 'image' },
  'image/webp': { ext: 'webp', kind: 'image' },
  'image/gif': { ext: 'gif', kind: 'image' },
  'image/avif': { ext: 'avif', kind: 'image' },
  'audio/mpeg': { ext: 'mp3', kind: 'audio' },
  'audio/mp4': { ext: 'm4a', kind: 'audio' },
  'audio/ogg': { ext: 'ogg', kind: 'audio' },
  'audio/wav': { ext: 'wav', kind: 'audio' },
  'video/mp4': { ext: 'mp4', kind: 'video' },
  'video/webm': { ext: 'webm', kind: 'video' },
  'application/pdf': { ext: 'pdf', kind: 'file' },
};

const byExtension = Object.fromEntries(Object.entries(acceptedMime).map(([mime, { ext }]) => [ext, mime]));

/** The Content-Type to serve a stored key with. */
export function mimeOfKey(key: string): string {
  const ext = key.split('.').pop()?.toLowerCase() ?? '';
  return byExtension[ext] ?? (ext === 'jpeg' ? 'image/jpeg' : 'application/octet-stream');
}
