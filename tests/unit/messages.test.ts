import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import fa from '../../messages/fa.json';
import { permissionRegistry } from '@/shared/permissions';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') entries.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) entries.set(k, v);
  }
  return entries;
}

const enMessages = flatten(en as Tree);
const faMessages = flatten(fa as Tree);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('have the same keys in English and Persian', () => {
    expect([...faMessages.keys()].filter((key) => !enMessages.has(key))).toEqual([]);
    expect([...enMessages.keys()].filter((key) => !faMessages.has(key))).toEqual([]);
  });

  it('have no empty value', () => {
    const empty = [...enMessages, ...faMessages].filter(([, value]) => value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('have every Persian value written in Persian', () => {
    const untranslated = [...faMessages]
      .filter(([, value]) => /[A-Za-z]{4,}/.test(value.replace(/\{[^}]*\}/g, '')) && !/[\u0600-\u06FF]/.test(value))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = [...enMessages]
      .filter(([key, value]) => JSON.stringify(placeholders(value)) !== JSON.stringify(placeholders(faMessages.get(key) ?? '')))
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('name, in both languages, every resource the activity log can be narrowed to', () => {
    // The log's filter offers every resource that has a view permission (the activities page).
    const resources = new Set(permissionRegistry.filter((entry) => entry.action === 'view').map((entry) => entry.resource));
    for (const resource of ['statistics', 'analytics', 'activities', 'dashboard']) resources.delete(resource);
    for (const catalogue of [en, fa]) {
      const named = catalogue.managerActivities.resources as Record<string, string>;
      expect([...resources].filter((resource) => !named[resource])).toEqual([]);
    }
  });
});
