import { z } from 'zod';
import { contentTypes, engagementKinds, engagementTypesOf, type ContentType, type EngagementKind } from '@/shared/content-types';

export { engagementKinds, type EngagementKind };

/** The types whose registry entry takes engagement kind `K`. */
export type EngagementType<K extends EngagementKind = EngagementKind> = {
  [T in ContentType]: K extends (typeof contentTypes)[T]['engagement'][number] ? T : never;
}[ContentType];

/** SPEC §3: which content types each engagement kind covers (the auth answer lists exactly these). */
export const engagementTypes = engagementTypesOf(contentTypes) as { [K in EngagementKind]: EngagementType<K>[] };

export const engagementKindSchema = z.enum(engagementKinds);

const ids = z.array(z.string());
type EngagementIdsShape = { [K in EngagementKind]: z.ZodObject<{ [T in EngagementType<K>]: typeof ids }> };

/** SPEC §3's auth answer lists, per kind, the ids of what the user engaged with, per type. */
export const engagementIdsShape = Object.fromEntries(
  engagementKinds.map((kind) => [kind, z.object(Object.fromEntries(engagementTypes[kind].map((type) => [type, ids])))]),
) as EngagementIdsShape;
export type EngagementIds = { [K in EngagementKind]: z.infer<EngagementIdsShape[K]> };

/** The ledger stores the singular verb; the API paths use the plural list name. */
export const ledgerKindOf = { saves: 'save', likes: 'like', checks: 'check' } as const;
export type LedgerKind = (typeof ledgerKindOf)[EngagementKind];

export function isEngagementType<K extends EngagementKind>(kind: K, type: string): type is EngagementType<K> {
  return (engagementTypes[kind] as readonly string[]).includes(type);
}

/** `{ kind, type }` from the path; a type the kind does not cover is a 404, like an unknown path. */
const coverage = Object.entries(engagementTypes)
  .map(([kind, types]) => `${kind}: ${types.join(', ')}`)
  .join('; ');
const coveredType = z.string().describe(`A type the kind covers (${coverage}); any other is a 404`);
const itemId = z.uuid().describe("The item's id");

export const engagementListParams = z
  .object({ kind: engagementKindSchema, type: coveredType })
  .refine(({ kind, type }) => isEngagementType(kind, type), { message: 'api.notFound' })
  .transform((value) => value as { kind: EngagementKind; type: EngagementType });

export const engagementItemParams = z
  .object({ kind: engagementKindSchema, type: coveredType, id: itemId })
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

/** An item's live counters, for bars on cached pages. */
export const engagementCountsOutput = z.object({
  likes: z.number().int(),
  saves: z.number().int(),
  checks: z.number().int(),
});
export type EngagementCounts = z.infer<typeof engagementCountsOutput>;
