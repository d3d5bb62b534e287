'use client';

import { useTranslations } from 'next-intl';
import { contentTypeNames, type ContentType } from '@/shared/content-types';

/** The kinds an import counts and reports besides the content types. */
const importKinds = ['category', 'tag', 'media', 'comments', 'file', 'page', 'post', 'attachment'] as const;
type ImportKind = (typeof importKinds)[number];

const isContentType = (kind: string): kind is ContentType => (contentTypeNames as readonly string[]).includes(kind);
const isImportKind = (kind: string): kind is ImportKind => (importKinds as readonly string[]).includes(kind);

/**
 * A report kind in words, in the plural a count reads with ("articles", "media files"): a content
 * type by its registry name (the permission titles already hold one per type), the import's
 * own kinds from `portability.kinds`. Null for a kind only the old site knew (a WordPress post
 * type such as `book`), which the caller shows as written.
 */
export function useKindLabel(): (kind: string) => string | null {
  const resources = useTranslations('managerAcl.permissionTitles.resources');
  const kinds = useTranslations('portability.kinds');
  return (kind) => (isContentType(kind) ? resources(kind) : isImportKind(kind) ? kinds(kind) : null);
}
