import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/preferences/light-mode/route';
import { apiRequest, routeParams } from '../support/http';

function press(mode: string, headers: Record<string, string> = {}, locale: 'fa' | 'en' = 'fa') {
  return POST(apiRequest(`/api/preferences/light-mode?mode=${mode}`, { method: 'POST', headers, locale }), routeParams({}));
}

describe('POST /api/preferences/light-mode', () => {
  it('remembers the choice for a year and sends the reader back to the page the form was on', async () => {
    const on = await press('on', { referer: 'http://localhost:3000/fa/articles/%D8%A8?page=2' });
    expect(on.status).toBe(303);
    expect(on.headers.get('location')).toBe('/fa/articles/%D8%A8?page=2');
    expect(on.headers.get('set-cookie')).toBe('light_mode=on; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly');
    const off = await press('off', { referer: 'http://localhost:3000/en' }, 'en');
    expect(off.headers.get('location')).toBe('/en');
    expect(off.headers.get('set-cookie')).toMatch(/^light_mode=off;/);
  });

  it('never sends the reader off the site: another page, a scheme-relative path or no Referer lead to the home page', async () => {
    for (const referer of [
      'https://evil.example/fa/articles',
      'http://localhost:3000//evil.example/fa',
      'http://localhost:3000/fa.evil/x',
      'not an address',
    ]) {
      const answer = await press('on', { referer });
      expect([answer.status, answer.headers.get('location')], referer).toEqual([
        303,
        referer.startsWith('https://evil') ? '/fa/articles' : '/fa',
      ]);
    }
    expect((await press('on', {}, 'en')).headers.get('location')).toBe('/en');
  });

  it('refuses a mode it does not know with a 422 and sets nothing', async () => {
    const answer = await press('dim');
    expect(answer.status).toBe(422);
    expect(answer.headers.get('set-cookie')).toBeNull();
  });
});
