import { parseBuffer } from 'music-metadata';

/**
 * The playing time of an audio or video file in seconds, read from its own headers (MP3, M4A,
 * WAV, Ogg, WebM, MP4), or null when the file does not say. Pages show this rather than a
 * typed guess, so a six-second clip is never announced as half an hour.
 */
export async function measureDuration(data: Uint8Array, mime: string): Promise<number | null> {
  try {
    const { format } = await parseBuffer(data, { mimeType: mime, size: data.byteLength }, { duration: true, skipCovers: true });
    return format.duration !== undefined && Number.isFinite(format.duration) && format.duration > 0 ? format.duration : null;
  } catch {
    // An unreadable header leaves the length unknown; the editor's own figure is used instead.
    return null;
  }
}
