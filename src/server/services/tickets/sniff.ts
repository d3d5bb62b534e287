/** What an attachment really is, judged from its first bytes (never its name or declared type). */
export type SniffedType = { mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'application/pdf'; ext: string; kind: 'image' | 'file' };

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * Recognizes PNG, JPEG, GIF, WebP and PDF by their magic numbers; anything else is null. Images
 * are also decoded afterwards (`storeTicketAttachment`): a valid header on garbage is refused too.
 */
export function sniffAttachment(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png', kind: 'image' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg', kind: 'image' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { mime: 'image/gif', ext: 'gif', kind: 'image' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { mime: 'image/webp', ext: 'webp', kind: 'image' };
  // A PDF must start with its header and carry an end-of-file marker near its end.
  if (startsWith(bytes, ascii('%PDF-'))) {
    const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 1024)));
    return tail.includes('%%EOF') ? { mime: 'application/pdf', ext: 'pdf', kind: 'file' } : null;
  }
  return null;
}
