'use client';

import { useLocale, useMessages } from 'next-intl';
import { useCallback } from 'react';
import type { z } from 'zod';
import type { Catalog } from '@/i18n/translate';
import { localizeIssuesIn, type LocalizedIssues } from '@/shared/validation/issue-messages';

/**
 * Localizes zod issues with the messages the page's provider holds (it carries `validation` and
 * `fields` wherever a form is), so forms never bundle the whole catalogues.
 */
export function useLocalizeIssues(): (issues: readonly z.core.$ZodIssue[]) => LocalizedIssues {
  const locale = useLocale();
  const messages = useMessages() as Catalog;
  return useCallback((issues) => localizeIssuesIn(messages, issues, locale), [messages, locale]);
}
