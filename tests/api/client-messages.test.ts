import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/messages/[group]/route';
import { apiRequest, json, routeParams } from '../support/http';

type Messages = { data: { authDialog: { signInTab: string }; fields: Record<string, unknown>; validation: Record<string, unknown> } };

const ask = (group: string, query: string) => GET(apiRequest(`/api/messages/${group}?${query}`), routeParams({ group }));

describe('GET /api/messages/{group}', () => {
  it('answers the sign-in dialog’s strings in the language asked for, cacheable for the build', async () => {
    const fa = await ask('authDialog', 'locale=fa&build=b1');
    expect(fa.status).toBe(200);
    expect(fa.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const en = await ask('authDialog', 'locale=en');
    const [faBody, enBody] = [await json<Messages>(fa), await json<Messages>(en)];
    expect(Object.keys(faBody.data).sort()).toEqual(['authDialog', 'fields', 'validation']);
    expect(faBody.data.authDialog.signInTab).toBe('ورود');
    expect(enBody.data.authDialog.signInTab).toBe('Sign in');
  });

  it('refuses a group it does not serve and a language it does not speak', async () => {
    expect((await ask('managerContent', 'locale=fa')).status).toBe(404);
    expect((await ask('authDialog', 'locale=de')).status).toBe(422);
  });
});
