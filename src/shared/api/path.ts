import type { z } from 'zod';
import type { Contract, ContractOf, Endpoint } from './contract';

/** The path parameters and query a contract declares, typed from its schemas. */
export type Address<C extends Contract> = (C['params'] extends z.ZodType ? { params: z.input<C['params']> } : { params?: never }) &
  (C['query'] extends z.ZodType ? { query?: z.input<C['query']> } : { query?: never });

/** The address of a call: the contract's path with its parameters filled in, and its query. */
export function apiPath<E extends Endpoint>(
  contract: E,
  ...[address]: object extends Address<ContractOf<E>> ? [address?: Address<ContractOf<E>>] : [address: Address<ContractOf<E>>]
): string {
  return fillPath(contract, address ?? {});
}

/** `apiPath` for callers that hold the address untyped (the API client, which typed it already). */
export function fillPath(contract: Endpoint, address: { params?: object; query?: object }): string {
  const params = (address.params ?? {}) as Record<string, unknown>;
  const path = contract.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((address.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) query.append(name, String(one));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
