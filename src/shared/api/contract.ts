import type { z } from 'zod';
import type { PermissionName } from '@/shared/permissions';
import type { LimiterName } from './limiters';
import type { ApiScope } from './scopes';

/**
 * The API's contract registry: each endpoint is declared once, here, with the zod schemas of
 * `src/shared/schemas`. The route factory (`src/server/http/route.ts`) authorizes and parses from
 * it, and the OpenAPI document (`src/server/openapi/document.ts`) is generated from it, so what a
 * handler checks and what the document promises cannot drift apart.
 */

/** An object schema, or one piped through a transform (its input object is what the document shows). */
export type ObjectSchema = z.ZodObject | z.ZodPipe<z.ZodObject, z.ZodType>;

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call an endpoint: anyone, a signed-in user, or a manager holding a permission. */
type Access =
  | { auth: 'public' | 'user'; permission?: never; anyPermission?: never }
  | {
      auth: 'manager';
      /** The permission that opens it (a super manager holds every one). */
      permission: PermissionName;
      /** When any one of several permissions suffices (`permission` is then one of them). */
      anyPermission?: readonly PermissionName[];
    };

export type ContractSpec = Access & {
  method: HttpMethod;
  /** OpenAPI path, e.g. `/api/articles/{slug}`. */
  path: string;
  summary: string;
  tag: string;
  /** A malformed path parameter is a 404: it names nothing that exists. A refined object may transform its values. */
  params?: ObjectSchema;
  query?: z.ZodObject;
  /** The JSON body, or the text fields of a multipart one. */
  body?: z.ZodType;
  /**
   * How the body travels; JSON unless it carries a file. A multipart body is read by the handler
   * (`src/server/http/form-body.ts`), with this schema for its text fields.
   */
  bodyType?: 'json' | 'multipart';
  /**
   * A body that may carry one file in `field` beside its text fields, as multipart or (without
   * the file) as JSON: the route factory reads either, validating the text fields with `body`.
   */
  file?: { field: string; description: string };
  /**
   * `service`: the route only requires a JSON object and the service validates it with `body`,
   * after permission checks that depend on the input (a 403 before a 422).
   */
  bodyValidation?: 'route' | 'service';
  /** A body that is not declared `application/json` is a 415 (the credential endpoints). */
  jsonOnly?: boolean;
  /**
   * The scope an integration token needs to call this endpoint (its creator still needs
   * `permission`); without one, an integration token is refused with a 403.
   */
  scope?: ApiScope;
  /** A rate limit taken after authorization and before the body is read. */
  rateLimit?: { limiter: LimiterName; by: 'user' | 'ip' };
  /** Schema of the success body (the whole envelope). */
  response?: z.ZodType;
  /** Status of the success answer; 200 unless stated. */
  successStatus?: number;
  /** Error statuses the endpoint can answer besides 500 (401, 403 and 422 are implied by auth and body). */
  errors?: readonly number[];
  /** Error answers whose body says more than `errorBody` (the 409 of a stale edit), by status. */
  errorBodies?: Partial<Record<number, z.ZodType>>;
};

/** A declared endpoint: its spec under a unique camelCase `operationId`. */
export type Contract = ContractSpec & { operationId: string };

type Named<T extends Record<string, ContractSpec>> = { readonly [K in keyof T & string]: T[K] & { operationId: K } };

/** Declares an area's endpoints; each key becomes the endpoint's `operationId`. */
export function defineContracts<const T extends Record<string, ContractSpec>>(specs: T): Named<T> {
  return nameContracts(
    specs,
    Object.fromEntries(Object.keys(specs).map((key) => [key, key])) as { [K in keyof T]: string },
  ) as Named<T>;
}

/**
 * Names endpoints made once per content type or term kind: the keys stay the verbs
 * (`list`, `create`, …) and each gets the `operationId` built for its type.
 */
export function nameContracts<T extends Record<string, ContractSpec>>(
  specs: T,
  operationIds: { [K in keyof T]: string },
): { readonly [K in keyof T]: T[K] & { operationId: string } } {
  const named = Object.entries(specs).map(([verb, spec]) => [verb, { ...spec, operationId: operationIds[verb] }]);
  return Object.fromEntries(named) as unknown as { [K in keyof T]: T[K] & { operationId: string } };
}

/** `article` → `Article`: operation ids are made from type and term names. */
export const capitalize = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** What calling an endpoint takes at run time: its method and path. */
export type Endpoint = Pick<Contract, 'operationId' | 'method' | 'path'>;

/**
 * A contract as the browser holds it (`src/shared/api/browser`): method and path as values, the
 * whole contract as a type only, so a page that calls the API loads no schema and no zod while a
 * renamed field still fails the type check.
 */
export type BrowserContract<C extends Contract> = Pick<C, 'operationId' | 'method' | 'path'> & { readonly declared?: C };

/** An area's contracts as the browser holds them, nested as the area nests them. */
export type BrowserContracts<T> = { readonly [K in keyof T]: T[K] extends Contract ? BrowserContract<T[K]> : BrowserContracts<T[K]> };

/** The contract an endpoint stands for: itself, or the one a browser contract declares. */
export type ContractOf<E extends Endpoint> = E extends Contract ? E : E extends { readonly declared?: infer C extends Contract } ? C : never;
