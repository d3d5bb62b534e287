import { describe, expect, it } from 'vitest';
import { sniffAttachment } from '@/server/services/tickets/sniff';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffAttachment', () => {
  it('recognizes the accepted formats by their magic numbers', () => {
    expect(sniffAttachment(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))?.mime).toBe('image/png');
    expect(sniffAttachment(bytes(0xff, 0xd8, 0xff, 0xe0, 0))?.mime).toBe('image/jpeg');
    expect(sniffAttachment(text('GIF89a....'))?.mime).toBe('image/gif');
    expect(sniffAttachment(text('GIF87a....'))?.mime).toBe('image/gif');
    expect(sniffAttachment(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))?.mime).toBe('image/webp');
    expect(sniffAttachment(text('%PDF-1.7\n...\n%%EOF\n'))).toEqual({ mime: 'application/pdf', ext: 'pdf', kind: 'file' });
  });

  it('refuses everything else, whatever a file would be called', () => {
    expect(sniffAttachment(text('not an image'))).toBeNull();
    expect(sniffAttachment(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffAttachment(text('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffAttachment(bytes(0x50, 0x4b, 0x03, 0x04))).toBeNull(); // zip
    expect(sniffAttachment(text('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull(); // a RIFF that is audio
    expect(sniffAttachment(new Uint8Array())).toBeNull();
  });

  it('refuses truncated signatures and a PDF header without an end marker', () => {
    expect(sniffAttachment(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(sniffAttachment(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffAttachment(text('%PDF-1.4 then garbage'))).toBeNull();
  });
});
