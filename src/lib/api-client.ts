import type { z } from 'zod';
import { localeInfo, isLocale, defaultLocale } from '@/i18n/locales';
import type { Contract, ContractOf, Endpoint } from '@/shared/api/contract';
import { apiPath, fillPath, type Address } from '@/shared/api/path';
import { toast } from './toast';

export { apiPath };

/** SPEC §7: idempotent requests are retried once on these statuses; requests with a body never. */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504];

export type FieldErrors = Record<string, string[]>;
export type FatalPageKey = 'error-403' | 'error-404';

type Hooks = {
  /** Called for 403 and 404 so the shell can show the full error page. */
  onFatal?: (key: FatalPageKey) => void;
};
const hooks: Hooks = {};

/** The shell registers what a 403/404 does; kept outside React so the client works anywhere. */
export function setApiHooks(next: Hooks): void {
  Object.assign(hooks, next);
}

/** A failed call with the server's message and, for 422, the errors for the form that made it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldErrors = {},
    /** The whole error body, for an answer that says more than its message (a 409's `conflict`). */
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Set by the form that put `fieldErrors` under its fields: the 422's toast would only repeat them. */
  isShownInline = false;
}

/**
 * A 422's message is toasted one task later, unless a form has claimed the error by then (the
 * form's catch runs in microtasks right after the throw): one message, under the field; a caller
 * that shows nothing itself still gets the toast.
 */
function toastUnlessShownInline(error: ApiError): void {
  setTimeout(() => {
    if (!error.isShownInline) toast({ severity: 'error', detail: error.message });
  }, 0);
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

function activeLanguageTag(): string {
  const lang = typeof document === 'undefined' ? defaultLocale : document.documentElement.lang.split('-')[0];
  return localeInfo[isLocale(lang) ? lang : defaultLocale].tag;
}

/** How long a retried request waits before its second try. */
const RETRY_DELAY_MS = 300;

function requestHeaders(method: string, hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  // The active language, so English readers get English messages (SPEC §7 always sends Persian).
  headers.set('Accept-Language', activeLanguageTag());
  if (hasBody) headers.set('Content-Type', 'application/json');
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf && method !== 'GET') headers.set('X-XSRF-TOKEN', xsrf);
  return headers;
}

/** Sends a request, again after a short wait while `retries` remain and it failed on a retry status or on the network. */
async function send(url: string, init: RequestInit, retries: number): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(url, init);
      if (response.ok || attempt >= retries || !RETRY_STATUSES.includes(response.status)) return response;
    } catch (error) {
      if (attempt >= retries || init.signal?.aborted) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
  }
}

/** A JSON answer's body; nothing for an empty one, the text for one that is not JSON. */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** What a call may add to the contract's request. */
export type CallOptions = {
  signal?: AbortSignal;
  cache?: RequestCache;
  /** Retries on the SPEC's statuses; by default one for GET, none for a request with a body. */
  retry?: number;
  /** Lets the request outlive the page (a position reported as the tab closes). */
  keepalive?: boolean;
  /** No toast, no error page, no retry: the caller decides what a failure means. */
  quiet?: boolean;
};

/** The parts of a request a contract declares: its path parameters, query and body, typed from its schemas. */
export type CallArgs<C extends Contract> = Address<C> & (C['body'] extends z.ZodType ? { body: z.input<C['body']> } : { body?: never });

/** The success body a contract declares (its whole envelope). */
export type Answer<C extends Contract> = C['response'] extends z.ZodType ? z.output<C['response']> : unknown;

type ArgsOf<E extends Endpoint> = object extends CallArgs<ContractOf<E>> ? [args?: CallArgs<ContractOf<E>>, options?: CallOptions] : [args: CallArgs<ContractOf<E>>, options?: CallOptions];

/** Sanctum's double submit: fetch the XSRF-TOKEN cookie once before the first state change. */
export async function ensureCsrfCookie(method: string): Promise<void> {
  if (method === 'GET' || method === 'HEAD' || typeof document === 'undefined' || readCookie('XSRF-TOKEN')) return;
  await fetch('/sanctum/csrf-cookie', { credentials: 'include' }).catch(() => undefined);
}

/**
 * The one way the browser calls the API: `api(contracts.updateEvent, { params, body })`, with the
 * path, method and body shape the contract declares, so a renamed field fails the type check.
 * Success messages become success toasts, error messages error toasts; 401 does nothing; 403/404
 * open the error page; 422 errors come back on ApiError for the form to show under its fields.
 */
export async function api<E extends Endpoint>(contract: E, ...[args, options = {}]: ArgsOf<E>): Promise<Answer<ContractOf<E>>> {
  const method = contract.method.toUpperCase();
  const { quiet = false, retry, ...fetchOptions } = options;
  await ensureCsrfCookie(method);
  const body = args?.body === undefined ? undefined : JSON.stringify(args.body);
  let response: Response;
  try {
    response = await send(
      fillPath(contract, args ?? {}),
      { ...fetchOptions, method, body, credentials: 'include', headers: requestHeaders(method, body !== undefined) },
      quiet ? 0 : (retry ?? (method === 'GET' ? 1 : 0)),
    );
  } catch (error) {
    // No answer at all (offline, refused, aborted): status 0, which callers read as "offline".
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
  const answer = await bodyOf(response);
  const message = (answer as { message?: unknown } | undefined)?.message;
  if (response.ok) {
    if (!quiet && typeof message === 'string' && message) toast({ severity: 'success', detail: message });
    return answer as Answer<ContractOf<E>>;
  }
  const { errors } = (answer ?? {}) as { errors?: FieldErrors };
  const error = new ApiError(response.status, typeof message === 'string' ? message : `${method} ${contract.path} answered ${response.status}`, errors ?? {}, answer);
  if (!quiet) {
    if (response.status === 403 || response.status === 404) hooks.onFatal?.(response.status === 403 ? 'error-403' : 'error-404');
    else if (response.status === 422 && message && Object.keys(error.fieldErrors).length > 0) toastUnlessShownInline(error);
    else if (response.status !== 401 && typeof message === 'string' && message) toast({ severity: 'error', detail: message });
  }
  throw error;
}
