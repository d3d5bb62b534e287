import { z } from 'zod';
import { apiScopes } from '../api/scopes';

/** How long a new integration token lives, in days: one of a few choices, never forever. */
export const integrationTokenLifetimes = [7, 30, 90, 180, 365] as const;

const addressForms = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/** One entry of an address allow-list: an IPv4 or IPv6 address, or a CIDR block of either. */
export const allowedAddress = z
  .string()
  .trim()
  .max(64)
  .refine((value) => addressForms.safeParse(value).success, 'managerIntegrations.validation.address');

export const MAX_ALLOWED_ADDRESSES = 20;

/** Body of `POST /api/manager/integrations`. */
export const createIntegrationTokenInput = z.object({
  name: z.string().trim().min(1).max(100),
  scopes: z
    .array(z.enum(apiScopes))
    .min(1, 'managerIntegrations.validation.scopes')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'managerIntegrations.validation.scopes'),
  expires_in_days: z.literal(integrationTokenLifetimes),
  /** Where the token may be used from; empty (or left out) means anywhere. */
  allowed_addresses: z.array(allowedAddress).max(MAX_ALLOWED_ADDRESSES).default([]),
});
export type CreateIntegrationTokenInput = z.input<typeof createIntegrationTokenInput>;

export const integrationTokenStatuses = ['active', 'expired', 'revoked'] as const;

export const integrationTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The token's first characters, to tell it apart from the others (the rest is never shown again). */
  prefix: z.string(),
  scopes: z.array(z.string()),
  allowed_addresses: z.array(z.string()),
  expires_at: z.string(),
  last_used_at: z.string().nullable(),
  last_used_ip: z.string().nullable(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
  created_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  status: z.enum(integrationTokenStatuses),
});
export type IntegrationTokenJson = z.infer<typeof integrationTokenSchema>;

/** The answer to a create: the token itself, this once. */
export const createdIntegrationTokenSchema = integrationTokenSchema.extend({
  token: z.string().describe('The token to send as `Authorization: Bearer …`; only its hash is kept, so it is shown this once'),
});
export type CreatedIntegrationTokenJson = z.infer<typeof createdIntegrationTokenSchema>;
