import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One operation in the OpenAPI document, described with the same zod schemas the handler uses. */
export type Endpoint = {
  method: HttpMethod;
  /** OpenAPI path, e.g. `/api/articles/{slug}`. */
  path: string;
  summary: string;
  tag: string;
  /** Who may call it: anyone, a signed-in user, or a manager holding `permission`. */
  auth: 'public' | 'user' | 'manager';
  permission?: string;
  /** When any one of several permissions suffices (`permission` is then one of them). */
  anyPermission?: readonly string[];
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** How the body travels; JSON unless it carries a file. */
  bodyType?: 'json' | 'multipart';
  /** Schema of the success body (the whole envelope). */
  response?: z.ZodType;
  /** Status of the success answer; 200 unless stated. */
  successStatus?: number;
  /** Error statuses the endpoint can answer besides 500. */
  errors?: number[];
};
