import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as passkeySignInRoute } from '@/app/api/user/authentication/passkey/route';
import { POST as passkeySignInOptionsRoute } from '@/app/api/user/authentication/passkey/options/route';
import { POST as loginRoute } from '@/app/api/user/authentication/login/route';
import { DELETE as deletePasskeyRoute, PATCH as renamePasskeyRoute } from '@/app/api/user/passkeys/[id]/route';
import { POST as registrationOptionsRoute } from '@/app/api/user/passkeys/registration-options/route';
import { GET as listPasskeysRoute, POST as registerPasskeyRoute } from '@/app/api/user/passkeys/route';
import { getDb } from '@/server/db/client';
import { activityLogs, passkeys, users, webauthnChallenges } from '@/server/db/schema';
import { resetRateLimitsForTests } from '@/server/rate-limit';
import { bearer, noParams, registerUser, setCookies, type RegisteredUser } from '../support/accounts';
import { apiRequest, fromAddress, json, routeParams } from '../support/http';
import { SoftwareAuthenticator, type Bend } from '../support/webauthn';

type Body<T = Record<string, unknown>> = { data: T; message?: string; errors?: Record<string, string[]> };
type CreationOptions = {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string; displayName: string };
  excludeCredentials?: { id: string }[];
  authenticatorSelection?: { residentKey?: string; userVerification?: string };
};
type RequestOptions = { challenge: string; rpId?: string; allowCredentials?: { id: string }[]; userVerification?: string };
type PasskeyItem = { id: string; name: string; transports: string[]; created_at: string; last_used_at: string | null };
type SignedIn = { token: string; user: { id: string } };

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  apiRequest(path, { method: 'POST', body, headers });

async function registrationOptions(account: RegisteredUser, password = account.password) {
  return registrationOptionsRoute(
    post('/api/user/passkeys/registration-options', { current_password: password }, bearer(account.token)),
    noParams,
  );
}

async function finishRegistration(account: RegisteredUser, body: unknown) {
  return registerPasskeyRoute(post('/api/user/passkeys', body, bearer(account.token)), noParams);
}

/** Adds a passkey to the account through both steps, as the settings page does. */
async function addPasskey(
  account: RegisteredUser,
  name?: string,
): Promise<{ authenticator: SoftwareAuthenticator; passkey: PasskeyItem }> {
  const authenticator = new SoftwareAuthenticator(account.id);
  const options = (await json<Body<CreationOptions>>(await registrationOptions(account))).data;
  const response = await finishRegistration(account, { name, response: authenticator.register(options) });
  expect(response.status).toBe(201);
  return { authenticator, passkey: (await json<Body<PasskeyItem>>(response)).data };
}

async function signInOptions(body: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<RequestOptions> {
  const response = await passkeySignInOptionsRoute(post('/api/user/authentication/passkey/options', body, headers), noParams);
  expect(response.status).toBe(200);
  return (await json<Body<RequestOptions>>(response)).data;
}

function signIn(body: unknown, headers: Record<string, string> = {}) {
  return passkeySignInRoute(post('/api/user/authentication/passkey', body, headers), noParams);
}

/** A password-less sign-in: fresh options, the authenticator's answer (bent or not), the check. */
async function signInAlone(authenticator: SoftwareAuthenticator, bend: Bend = {}, headers: Record<string, string> = {}) {
  const options = await signInOptions({}, headers);
  return signIn({ response: authenticator.assert(options, bend) }, headers);
}

async function listOf(account: RegisteredUser): Promise<PasskeyItem[]> {
  const response = await listPasskeysRoute(apiRequest('/api/user/passkeys', { headers: bearer(account.token) }), noParams);
  expect(response.status).toBe(200);
  return (await json<Body<PasskeyItem[]>>(response)).data;
}

beforeEach(() => resetRateLimitsForTests());

describe('adding a passkey', () => {
  it('asks for the current password, then stores the verified passkey and logs it', async () => {
    const account = await registerUser();
    expect(
      (await registrationOptionsRoute(post('/api/user/passkeys/registration-options', { current_password: 'x' }), noParams))
        .status,
    ).toBe(401);

    const wrong = await registrationOptions(account, 'not the password');
    expect(wrong.status).toBe(422);
    expect((await json<Body>(wrong)).errors?.current_password).toBeDefined();

    const optionsResponse = await registrationOptions(account);
    expect(optionsResponse.status).toBe(200);
    expect(optionsResponse.headers.get('cache-control')).toContain('no-store');
    const options = (await json<Body<CreationOptions>>(optionsResponse)).data;
    const site = SoftwareAuthenticator.site();
    expect(options.rp).toEqual({ id: site.rpId, name: 'Darvazeh' });
    expect(options.user.name).toBe(account.username);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'preferred' });
    expect(options.excludeCredentials).toEqual([]);

    const authenticator = new SoftwareAuthenticator(account.id);
    const response = await finishRegistration(account, { name: 'Work laptop', response: authenticator.register(options) });
    expect(response.status).toBe(201);
    const { data: passkey, message } = await json<Body<PasskeyItem>>(response);
    expect(message).toBe('The passkey was added.');
    expect(passkey).toMatchObject({ name: 'Work laptop', transports: ['internal'], last_used_at: null });
    expect(Object.keys(passkey).sort()).toEqual(['created_at', 'id', 'last_used_at', 'name', 'transports']);

    const [row] = await getDb().select().from(passkeys).where(eq(passkeys.id, passkey.id));
    expect(row).toMatchObject({ userId: account.id, credentialId: authenticator.id, counter: 0 });
    expect(row!.publicKey).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await listOf(account)).toEqual([passkey]);

    const [log] = await getDb()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.actorId, account.id), eq(activityLogs.action, 'auth.passkey_added')));
    expect(log?.summary).toEqual({ passkey_id: passkey.id, name: 'Work laptop' });

    // The next registration tells the browser not to make a second passkey on the same authenticator.
    const next = (await json<Body<CreationOptions>>(await registrationOptions(account))).data;
    expect(next.excludeCredentials?.map((credential) => credential.id)).toEqual([authenticator.id]);
  });

  it('names a passkey after the browser when no name is given', async () => {
    const account = await registerUser();
    const options = (await json<Body<CreationOptions>>(await registrationOptions(account))).data;
    const authenticator = new SoftwareAuthenticator(account.id);
    const request = apiRequest('/api/user/passkeys', {
      method: 'POST',
      body: { response: authenticator.register(options) },
      headers: {
        ...bearer(account.token),
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      },
    });
    const response = await registerPasskeyRoute(request, noParams);
    expect(response.status).toBe(201);
    expect((await json<Body<PasskeyItem>>(response)).data.name).toBe('Passkey on \u2068Chrome, Linux\u2069');
  });

  it('refuses an answer for another origin or RP ID, a spent or expired challenge, and another account’s challenge', async () => {
    const account = await registerUser();
    const other = await registerUser();
    const refusal = async (body: unknown, who = account) => {
      const response = await finishRegistration(who, body);
      expect(response.status).toBe(422);
      return (await json<Body>(response)).errors?.response?.[0];
    };
    const fresh = async () => (await json<Body<CreationOptions>>(await registrationOptions(account))).data;

    expect(
      await refusal({ response: new SoftwareAuthenticator().register(await fresh(), { origin: 'https://evil.example' }) }),
    ).toBe('The passkey could not be verified. Try again.');
    expect(
      await refusal({ response: new SoftwareAuthenticator().register(await fresh(), { rpId: 'evil.example' }) }),
    ).toBeDefined();

    // Single use: the challenge of a failed answer is spent too.
    const options = await fresh();
    expect(
      await refusal({ response: new SoftwareAuthenticator().register(options, { origin: 'https://evil.example' }) }),
    ).toBeDefined();
    expect(await refusal({ response: new SoftwareAuthenticator().register(options) })).toBe(
      'The passkey prompt took too long or was already used. Please start again.',
    );

    const stale = await fresh();
    await getDb()
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await refusal({ response: new SoftwareAuthenticator().register(stale) })).toBeDefined();

    // A challenge handed to one account cannot register a passkey on another.
    expect(await refusal({ response: new SoftwareAuthenticator().register(await fresh()) }, other)).toBeDefined();

    expect(await getDb().select().from(passkeys).where(eq(passkeys.userId, account.id))).toEqual([]);
  });

  it('refuses the same authenticator twice', async () => {
    const account = await registerUser();
    const { authenticator } = await addPasskey(account);
    const options = (await json<Body<CreationOptions>>(await registrationOptions(account))).data;
    const response = await finishRegistration(account, { response: authenticator.register(options) });
    expect(response.status).toBe(422);
    expect((await json<Body>(response)).errors?.response).toEqual(['This passkey is already added to your account.']);
  });
});

describe('renaming and removing a passkey', () => {
  it('renames one’s own passkey; another account’s is a 404', async () => {
    const account = await registerUser();
    const stranger = await registerUser();
    const { passkey } = await addPasskey(account, 'Phone');
    const rename = (who: RegisteredUser, name: string) =>
      renamePasskeyRoute(
        apiRequest(`/api/user/passkeys/${passkey.id}`, { method: 'PATCH', body: { name }, headers: bearer(who.token) }),
        routeParams({ id: passkey.id }),
      );

    expect((await rename(stranger, 'Mine now')).status).toBe(404);
    expect((await rename(account, '  ')).status).toBe(422);
    const response = await rename(account, 'Old phone');
    expect(response.status).toBe(200);
    expect((await json<Body<PasskeyItem>>(response)).data.name).toBe('Old phone');
    expect((await listOf(account))[0]?.name).toBe('Old phone');
  });

  it('removes a passkey only with the current password, after which it no longer signs in', async () => {
    const account = await registerUser();
    const stranger = await registerUser();
    const { authenticator, passkey } = await addPasskey(account);
    const remove = (who: RegisteredUser, password: string) =>
      deletePasskeyRoute(
        apiRequest(`/api/user/passkeys/${passkey.id}`, {
          method: 'DELETE',
          body: { current_password: password },
          headers: bearer(who.token),
        }),
        routeParams({ id: passkey.id }),
      );

    expect((await remove(account, 'wrong password')).status).toBe(422);
    expect((await remove(stranger, stranger.password)).status).toBe(404);
    const removed = await remove(account, account.password);
    expect(removed.status).toBe(200);
    expect((await json<Body>(removed)).message).toBe('The passkey was removed.');
    expect(await listOf(account)).toEqual([]);
    expect((await signInAlone(authenticator)).status).toBe(422);
    const [log] = await getDb()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.actorId, account.id), eq(activityLogs.action, 'auth.passkey_removed')));
    expect(log?.summary).toMatchObject({ passkey_id: passkey.id });
  });
});

describe('password-less sign-in with a passkey', () => {
  it('signs in like login: token, cookie, activity row, counter and last use', async () => {
    const account = await registerUser();
    const { authenticator, passkey } = await addPasskey(account);

    const options = await signInOptions();
    expect(options.rpId).toBe(SoftwareAuthenticator.site().rpId);
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials ?? []).toEqual([]);

    const response = await signIn({ response: authenticator.assert(options) });
    expect(response.status).toBe(200);
    const body = await json<Body<SignedIn>>(response);
    expect(body.message).toBe('Welcome back!');
    expect(body.data.user.id).toBe(account.id);
    expect(body.data.token).toMatch(/^[0-9a-f-]{36}\|/);
    expect(setCookies(response).authorization_token?.value).toBeTruthy();

    const [row] = await getDb().select().from(passkeys).where(eq(passkeys.id, passkey.id));
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    const logins = await getDb()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.actorId, account.id), eq(activityLogs.action, 'auth.login')));
    expect(logins.at(-1)?.summary).toMatchObject({ passkey_id: passkey.id });
  });

  it('refuses a replayed answer, an unverified user, another origin and an unknown passkey', async () => {
    const account = await registerUser();
    const { authenticator } = await addPasskey(account);

    const options = await signInOptions();
    const answer = authenticator.assert(options);
    expect((await signIn({ response: answer })).status).toBe(200);
    const replay = await signIn({ response: answer });
    expect(replay.status).toBe(422);
    expect((await json<Body>(replay)).errors?.response).toEqual(['The passkey could not be verified. Try again.']);

    // Alone, a passkey is the only factor: it must have verified its user.
    expect((await signInAlone(authenticator, { userVerified: false })).status).toBe(422);
    expect((await signInAlone(authenticator, { origin: 'https://evil.example' })).status).toBe(422);
    expect((await signInAlone(new SoftwareAuthenticator(account.id))).status).toBe(422);
    // Still fine after all that from the same authenticator.
    expect((await signInAlone(authenticator)).status).toBe(200);
  });

  it('counts failed answers like wrong passwords (ADR 0009)', async () => {
    const account = await registerUser();
    const { authenticator } = await addPasskey(account);
    const address = fromAddress('203.0.113.9');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signInAlone(authenticator, { origin: 'https://evil.example' }, address)).status).toBe(422);
    }
    const limited = await signInAlone(authenticator, {}, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held back by this one's failures.
    expect((await signInAlone(authenticator, {}, fromAddress('203.0.113.10'))).status).toBe(200);

    const failures = await getDb()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.actorId, account.id), eq(activityLogs.action, 'auth.login_failed')));
    expect(failures).toHaveLength(5);
  });

  it('tells only the passkey’s holder that the account is blocked', async () => {
    const account = await registerUser();
    const { authenticator } = await addPasskey(account);
    await getDb().update(users).set({ isBlocked: true }).where(eq(users.id, account.id));
    expect((await signInAlone(authenticator, { origin: 'https://evil.example' })).status).toBe(422);
    expect((await signInAlone(authenticator)).status).toBe(403);
  });
});

describe('a passkey as the second factor', () => {
  async function passwordStep(account: RegisteredUser): Promise<{ challenge: string; methods: string[] }> {
    const response = await loginRoute(
      post('/api/user/authentication/login', { login: account.email, password: account.password }),
      noParams,
    );
    expect(response.status).toBe(200);
    const { data } = await json<Body<{ two_factor_required?: boolean; challenge: string; methods: string[] }>>(response);
    expect(data.two_factor_required).toBe(true);
    return data;
  }

  it('finishes the sign-in the password step started, with that account’s passkey only', async () => {
    const account = await registerUser();
    const { authenticator } = await addPasskey(account);
    const { challenge, methods } = await passwordStep(account);
    expect(methods).toContain('passkey');

    const options = await signInOptions({ challenge });
    expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([authenticator.id]);
    expect(options.userVerification).toBe('discouraged');

    // A second factor after the password: user verification is not required.
    const response = await signIn({ challenge, response: authenticator.assert(options, { userVerified: false }) });
    expect(response.status).toBe(200);
    expect((await json<Body<SignedIn>>(response)).data.user.id).toBe(account.id);
    const [login] = await getDb()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.actorId, account.id), eq(activityLogs.action, 'auth.login')));
    expect(login?.summary).toMatchObject({ second_factor: 'passkey' });

    // The password step's challenge is spent.
    const again = await signIn({ challenge, response: authenticator.assert(await signInOptions({})) });
    expect(again.status).toBe(422);
  });

  it('refuses another account’s passkey, a password-less challenge, and an unknown password step', async () => {
    const account = await registerUser();
    const other = await registerUser();
    const { authenticator } = await addPasskey(account);
    const { authenticator: otherAuthenticator } = await addPasskey(other);
    const { challenge } = await passwordStep(account);

    const options = await signInOptions({ challenge });
    expect((await signIn({ challenge, response: otherAuthenticator.assert(options) })).status).toBe(422);
    // Options made without the password step's challenge cannot finish it …
    expect((await signIn({ challenge, response: authenticator.assert(await signInOptions()) })).status).toBe(422);
    // … and options made for it cannot sign in alone.
    expect((await signIn({ response: authenticator.assert(await signInOptions({ challenge })) })).status).toBe(422);

    const unknown = await passkeySignInOptionsRoute(
      post('/api/user/authentication/passkey/options', { challenge: 'not-a-challenge' }),
      noParams,
    );
    expect(unknown.status).toBe(422);

    // The failures did not spend the password step: the right passkey still finishes it.
    expect((await signIn({ challenge, response: authenticator.assert(await signInOptions({ challenge })) })).status).toBe(200);
  });
});
