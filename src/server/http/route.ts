import type { NextRequest } from 'next/server';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import type { Contract } from '@/shared/api/contract';
import { authenticate, type Session } from '@/server/auth/session';
import type { User } from '@/server/db/schema';
import { consumeLimit } from '@/server/rate-limit';
import { requireAnyPermission } from '@/server/access';
import type { ServiceContext, VisitorContext, WriteContext } from '@/server/services/context';
import { managerMustEnrol } from '@/server/services/two-factor/manager-second-factor';
import { clientInfo } from './client-info';
import { parseFormOrJson } from './form-body';
import { serviceContext } from './service-context';
import { ForbiddenError, UnauthenticatedError } from '@/server/errors';
import { handle, parseBody, parseParams, parseQuery } from './handler';
import { assertJsonRequest } from './json-only';

type Infer<C, K extends 'params' | 'query'> = C extends Record<K, infer S extends z.ZodType> ? z.infer<S> : Record<string, never>;

type BodyOf<C> = C extends { file: object; body: infer S extends z.ZodType }
  ? z.infer<S>
  : C extends { bodyType: 'multipart' }
    ? undefined
    : C extends { bodyValidation: 'service' }
      ? Record<string, unknown>
      : C extends { body: infer S extends z.ZodType }
        ? z.infer<S>
        : undefined;

/** Who calls; `by` is what a write verb takes: the signed-in user (on a public endpoint, the visitor) with `ctx`. */
type CallerOf<C> = C extends { auth: 'public' }
  ? { session: null; user: null; by: VisitorContext }
  : { session: Session; user: User; by: WriteContext<User> };

/** What a handler made by `route` receives: the contract's inputs, parsed, and who is calling. */
export type RouteInput<C extends Contract> = {
  request: NextRequest;
  locale: Locale;
  /** The service context (client address, language) every service verb takes. */
  ctx: ServiceContext;
  params: Infer<C, 'params'>;
  query: Infer<C, 'query'>;
  /** The parsed JSON body (or a file-carrying body's text fields); another multipart body is left to the handler. */
  body: BodyOf<C>;
  /** The file of a contract with `file`, when one was sent. */
  upload: Upload;
} & CallerOf<C>;

type Upload = { file: Uint8Array | null; fileName: string | null };
const noUpload: Upload = { file: null, fileName: null };

/** A route handler that carries its contract, so a test can tell which endpoint a file answers. */
export type ContractRoute<C extends Contract> = ReturnType<typeof handle<Record<string, string>>> & { contract: C };

/**
 * The contract's access check, as every handler made by `route` runs it first: nobody for a public
 * endpoint, a 401 without a session, and for a manager endpoint a 403 without its permission (or
 * any one of `anyPermission`) or, while MANAGER_2FA=required, without a second factor. A
 * cookie-authenticated write without the CSRF header is a 419.
 * An integration token needs the contract's scope among its own (a 403 without), and then the
 * permission as its creator: it never does more than the person who made it may.
 */
export async function authorize(contract: Contract, request: NextRequest): Promise<Session | null> {
  if (contract.auth === 'public') return null;
  const session = await authenticate(request);
  if (!session) throw new UnauthenticatedError();
  if (session.via === 'integration' && !(contract.scope && session.scopes.includes(contract.scope))) {
    throw new ForbiddenError('api.integrationScopeMissing');
  }
  if (contract.auth === 'manager') {
    await requireAnyPermission(session, contract.anyPermission ?? [contract.permission]);
    if (await managerMustEnrol(session.user.id)) throw new ForbiddenError('twoFactor.managerMustEnrol');
  }
  return session;
}

/** Any JSON object: the service validates it with the contract's schema after its own permission checks. */
const jsonObject = z.record(z.string(), z.unknown());

async function readBody(contract: Contract, request: NextRequest): Promise<{ body: unknown; upload: Upload }> {
  if (!contract.body) return { body: undefined, upload: noUpload };
  if (contract.file) {
    const { input, file, fileName } = await parseFormOrJson(request, contract.body, contract.file.field);
    return { body: input, upload: { file, fileName } };
  }
  if (contract.bodyType === 'multipart') return { body: undefined, upload: noUpload };
  if (contract.jsonOnly) assertJsonRequest(request);
  return { body: await parseBody(request, contract.bodyValidation === 'service' ? jsonObject : contract.body), upload: noUpload };
}

async function takeRateLimit(contract: Contract, request: NextRequest, session: Session | null): Promise<void> {
  if (!contract.rateLimit) return;
  const { limiter, by } = contract.rateLimit;
  await consumeLimit(limiter, by === 'user' && session ? session.user.id : (clientInfo(request).ip ?? 'unknown'));
}

/**
 * Makes a route handler from an endpoint's contract: it authorizes (before any validation, so a
 * 401/403 comes before a 422), parses the path parameters (a malformed one is a 404), takes the
 * rate limit, parses the query and the JSON body, and hands the typed values to `fn`. Errors go
 * through `handle`'s envelope.
 *
 * `export const PATCH = route(contracts.updateEvent, async ({ params, body, by }) => ok(await updateEvent({ id: params.id, input: body, by })))`
 */
export function route<C extends Contract>(contract: C, fn: (input: RouteInput<C>) => Promise<Response>): ContractRoute<C> {
  const handler = handle<Record<string, string>>(async ({ request, params: rawParams, locale }) => {
    const session = await authorize(contract, request);
    const params = contract.params ? parseParams(rawParams, contract.params) : {};
    await takeRateLimit(contract, request, session);
    const query = contract.query ? parseQuery(request, contract.query) : {};
    const { body, upload } = await readBody(contract, request);
    let ctx: ServiceContext | undefined;
    // Read only by the handlers that call a service verb with it, as they did before the factory.
    const contextOf = () => (ctx ??= serviceContext(request, locale));
    const user = session?.user ?? null;
    const input = {
      request,
      locale,
      get ctx() {
        return contextOf();
      },
      get by() {
        return { ctx: contextOf(), actor: user };
      },
      params,
      query,
      body,
      upload,
      session,
      user,
    };
    return fn(input as RouteInput<C>);
  });
  return Object.assign(handler, { contract });
}

/**
 * For the few handlers that answer outside the API envelope and its caching rules (the health
 * probe, the build id, the OpenAPI document): the contract only describes them.
 */
export function describedBy<C extends Contract, H extends (...args: never[]) => Promise<Response>>(
  contract: C,
  handler: H,
): H & { contract: C } {
  return Object.assign(handler, { contract });
}
