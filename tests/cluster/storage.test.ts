import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cluster, managerToken, publishArticle, registerReader } from './client';

type Media = { id: string; url: string; mime: string };
type Cover = { url: string; variants: { width: number; url: string }[] };
type Ticket = { id: string; messages: { id: string; attachment: { url: string } | null }[] };

async function png(color: string): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await sharp({ create: { width: 1200, height: 800, channels: 3, background: color } }).png().toBuffer());
}

async function bytes(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer());
}

describe('uploads in the shared bucket', () => {
  it('a cover uploaded through A loads, with its WebP variants, through B and through the proxy', async () => {
    const { a, b, proxy } = cluster();
    const form = new FormData();
    form.append('file', new File([await png('#228844')], 'cover.png', { type: 'image/png' }));
    form.append('alt', 'A cover for the cluster');
    const upload = await fetch(`${a}/api/manager/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await managerToken()}`, 'accept-language': 'en' },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const { data: media } = (await upload.json()) as { data: Media };
    const article = await publishArticle(a, 'An article with a cover from the bucket', { coverId: media.id });
    // The variants as a reader's page lists them, read through B.
    const read = await fetch(`${b}/api/articles/${article.slug}`, { headers: { 'accept-language': 'en' } });
    expect(read.status).toBe(200);
    const { data: shown } = (await read.json()) as { data: { cover: Cover } };
    expect(shown.cover.url).toBe(media.url);
    expect(shown.cover.variants.length).toBeGreaterThan(0);

    // B has never seen the file on its own disk: it can only come from the bucket.
    const original = await fetch(`${b}${media.url}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe(media.mime);
    const originalBytes = await bytes(original);
    expect((await sharp(originalBytes).metadata()).width).toBe(1200);

    for (const variant of shown.cover.variants) {
      for (const base of [b, proxy]) {
        const response = await fetch(`${base}${variant.url}`);
        expect(response.status, `${base}${variant.url}`).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
        const metadata = await sharp(await bytes(response)).metadata();
        expect(metadata.format).toBe('webp');
        expect(metadata.width).toBe(variant.width);
      }
    }
    expect(await bytes(await fetch(`${proxy}${media.url}`))).toEqual(originalBytes);
  });

  it('a ticket attachment uploaded through A is readable through B by its owner only', async () => {
    const { a, b } = cluster();
    const [owner, stranger] = [await registerReader(a), await registerReader(b)];
    const attachment = await png('#aa3366');
    const form = new FormData();
    form.append('title', 'Screenshot of the problem');
    form.append('text', 'The picture shows what happens.');
    form.append('priority', 'low');
    form.append('attachment', new File([attachment], 'screen.png', { type: 'image/png' }));
    const opened = await fetch(`${a}/api/user/tickets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'en' },
      body: form,
    });
    expect(opened.status, await opened.clone().text()).toBe(201);
    const { data: ticket } = (await opened.json()) as { data: Ticket };
    const url = ticket.messages[0]?.attachment?.url;
    expect(url).toBeTruthy();

    const read = (token?: string) => fetch(`${b}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const mine = await read(owner.token);
    expect(mine.status).toBe(200);
    expect(await bytes(mine)).toEqual(attachment);
    expect((await read(stranger.token)).status).toBe(404);
    expect((await read()).status).toBe(401);
    // Private files are never served as public media, whatever their key.
    expect(url).not.toMatch(/^\/media\//);
  });
});
