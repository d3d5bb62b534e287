import { z } from 'zod';

/** SPEC §3: which content types each engagement kind covers (the auth answer lists exactly these). */
export const engagementTypes = {
  saves: ['coins', 'articles', 'books', 'podcasts', 'videos'],
  likes: ['articles', 'books', 'podcasts', 'videos'],
  checks: ['articles', 'books', 'podcasts', 'videos'],
} as const;

export type EngagementKind = keyof typeof engagementTypes;
export type EngagementType<K extends EngagementKind = EngagementKind> = (typeof engagementTypes)[K][number];

export const engagementKinds = Object.keys(engagementTypes) as [EngagementKind, ...EngagementKind[]];
export const engagementKindSchema = z.enum(engagementKinds);

/** The ledger stores the singular verb; the API paths use the plural list name. */
export const ledgerKindOf = { saves: 'save', likes: 'like', checks: 'check' } as const;
export type LedgerKind = (typeof ledgerKindOf)[EngagementKind];

export function isEngagementType<K extends EngagementKind>(kind: K, type: string): type is EngagementType<K> {
  return (engagementTypes[kind] as readonly string[]).includes(type);
}

/** `{ kind, type }` from the path; a type the kind does not cover is a 404, like an unknown path. */
export const engagementListParams = z
  .object({ kind: engagementKindSchema, type: z.string() })
  .refine(({ kind, type }) => isEngagementType(kind, type), { message: 'api.notFound' })
  .transform((value) => value as { kind: EngagementKind; type: EngagementType });

export const engagementItemParams = z
  .object({ kind: engagementKindSchema, type: z.string(), id: z.uuid() })
  .refine(({ kind, type }) => isEngagementType(kind, type), { message: 'api.notFound' })
  .transform((value) => value as { kind: EngagementKind; type: EngagementType; id: string });

export const engagementStateOutput = z.object({
  kind: engagementKindSchema,
  type: z.string(),
  id: z.uuid(),
  /** Whether the signed-in user has it (GET), or has it after the change (POST, DELETE). */
  active: z.boolean(),
  /** The item's counter for this kind after the change. */
  count: z.number().int(),
});
export type EngagementState = z.infer<typeof engagementStateOutput>;
