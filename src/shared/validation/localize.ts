/**
 * The issue localizer bound to the whole catalogues, for server code (the API's validation mapper,
 * tests). Browser code uses `issue-messages` with the messages of its provider instead: importing
 * this file would bundle both catalogues into the page.
 */
import type { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { getMessages } from '@/i18n/messages';
import type { Catalog } from '@/i18n/translate';
import { fieldLabelIn, localizeIssueIn, localizeIssuesIn, type LocalizedIssues } from './issue-messages';

export { issuePath, ROOT_ERROR_KEY, type LocalizedIssues } from './issue-messages';

type Issue = z.core.$ZodIssue;

export function fieldLabel(name: string, locale: Locale): string {
  return fieldLabelIn(getMessages(locale) as Catalog, name);
}

export function localizeIssue(issue: Issue, locale: Locale): { path: string; message: string }[] {
  return localizeIssueIn(getMessages(locale) as Catalog, issue, locale);
}

/** The 422 body for a failed parse: `api.validation` plus localized messages per field path. */
export function localizeIssues(issues: readonly Issue[], locale: Locale): LocalizedIssues {
  return localizeIssuesIn(getMessages(locale) as Catalog, issues, locale);
}
