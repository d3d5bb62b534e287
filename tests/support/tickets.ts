import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { bearer } from './accounts';

/** A multipart request as a browser form would send it (fields plus an optional file). */
export function formRequest(
  path: string,
  token: string,
  fields: Record<string, string>,
  file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string },
): NextRequest {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('attachment', new File([file.bytes], file.name, { type: file.type }));
  return new NextRequest(new URL(path, 'http://localhost:3000'), {
    method: 'POST',
    headers: { ...bearer(token), accept: 'application/json', 'accept-language': 'en-US' },
    body: form,
  });
}

export async function pngBytes(): Promise<Uint8Array<ArrayBuffer>> {
  const buffer = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366ff' } }).png().toBuffer();
  return new Uint8Array(buffer);
}

/** The smallest well-formed PDF: a header, one empty page and the end-of-file marker. */
export function pdfBytes(): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}
