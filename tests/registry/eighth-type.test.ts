import { describe, expect, it } from 'vitest';
import en from '@messages/en.json';
import fa from '@messages/fa.json';
import { coverSvg } from '@/server/seed/demo/covers';
import { contracts, managedContentContracts } from '@/shared/api/contracts';
import { contentTypeNames, type ContentType } from '@/shared/content-types';
import { contentTypeSchema } from '@/shared/schemas/content-attributes';
import { permissionNames } from '@/shared/permissions';
import { publicSections } from '@/shared/routes';
import { engagementTypes } from '@/shared/schemas/engagement';
import { THROWAWAY_TYPE } from '../support/throwaway-type';

/**
 * Runs with the unit suite in the project that adds an eighth type (vitest.config.ts): the type
 * is really there, and what is derived from the registry has it, with nothing else edited.
 */
const type = THROWAWAY_TYPE as ContentType;

describe('an eighth content type added by its registry entry, messages and seed alone', () => {
  it('is a type of the registry', () => {
    expect(contentTypeNames).toContain(type);
    expect(contentTypeSchema.safeParse(type).success).toBe(true);
  });

  it('gets a public section, permissions, saves and manager endpoints', () => {
    expect(publicSections).toContain(type);
    expect(permissionNames).toEqual(expect.arrayContaining([`${type}.view`, `${type}.create`, `${type}.publish`]));
    expect(engagementTypes.saves).toContain(type);
    expect(managedContentContracts[type].create.path).toBe(`/api/manager/${type}`);
    expect(Object.keys(contracts).length).toBeGreaterThan(0);
  });

  it('has its messages in both languages and a cover of its own', () => {
    expect((en.nav as Record<string, unknown>)[type]).toBeTruthy();
    expect((fa.nav as Record<string, unknown>)[type]).toBeTruthy();
    expect(coverSvg(type, 0)).not.toBe(coverSvg('articles', 0));
  });
});
