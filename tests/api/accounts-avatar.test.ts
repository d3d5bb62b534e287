import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE, POST } from '@/app/api/user/avatar/route';
import { getStorage } from '@/server/storage';
import { json } from '../support/http';
import { registerUser } from '../support/accounts';
import { NextRequest } from 'next/server';

let token = '';

function upload(body: FormData | null, locale: 'en' | 'fa' = 'en', method = 'POST'): NextRequest {
  return new NextRequest('http://localhost:3000/api/user/avatar', {
    method,
    headers: { authorization: `Bearer ${token}`, 'accept-language': locale === 'fa' ? 'fa-IR' : 'en-US', accept: 'application/json' },
    body: body ?? undefined,
  });
}

function form(bytes: Uint8Array<ArrayBuffer>, name = 'me.png', type = 'image/png'): FormData {
  const data = new FormData();
  data.append('avatar', new File([bytes], name, { type }));
  return data;
}

beforeAll(async () => {
  ({ token } = await registerUser());
});

describe('POST /api/user/avatar', () => {
  it('stores a 256 px WebP square and puts its address on the user', async () => {
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#7c5cff' } }).png().toBuffer();
    const response = await POST(upload(form(new Uint8Array(png))), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    const { data } = await json<{ data: { user: { avatar: string } } }>(response);
    expect(data.user.avatar).toMatch(/^\/media\/avatars\/.+\.webp$/);
    const key = decodeURIComponent(data.user.avatar.replace('/media/', ''));
    const stored = await getStorage().get(key);
    const metadata = await sharp(Buffer.from(stored!)).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('checks the content, not the name: a text file called .png is refused in Persian', async () => {
    const response = await POST(upload(form(new TextEncoder().encode('not an image')), 'fa'), { params: Promise.resolve({}) });
    expect(response.status).toBe(422);
    const body = await json<{ errors: { avatar: string[] } }>(response);
    expect(body.errors.avatar[0]).toContain('JPEG');
    expect(body.errors.avatar[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses an image over 2 MB', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    const response = await POST(upload(form(big)), { params: Promise.resolve({}) });
    expect(response.status).toBe(422);
  });

  it('answers 422 without a file and 401 without a session', async () => {
    expect((await POST(upload(new FormData()), { params: Promise.resolve({}) })).status).toBe(422);
    token = token + 'x';
    expect((await POST(upload(new FormData()), { params: Promise.resolve({}) })).status).toBe(401);
    token = token.slice(0, -1);
  });

  it('DELETE removes the picture', async () => {
    const response = await DELETE(upload(null, 'en', 'DELETE'), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    expect((await json<{ data: { user: { avatar: string | null } } }>(response)).data.user.avatar).toBeNull();
  });
});
