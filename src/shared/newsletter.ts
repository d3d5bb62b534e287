/**
 * The newsletter's vocabulary, shared by the tables, the schemas and the screens (isomorphic, no
 * zod): which languages a reader takes, how often, and the states a subscriber, an issue and one
 * delivery of an issue go through.
 */
import type { ContentType } from './content-types';

export const newsletterLanguages = ['fa', 'en'] as const;
export type NewsletterLanguage = (typeof newsletterLanguages)[number];

/** `each`: an e-mail for every matching item that goes live; `daily`/`weekly`: a digest. */
export const newsletterFrequencies = ['each', 'daily', 'weekly'] as const;
export type NewsletterFrequency = (typeof newsletterFrequencies)[number];

/** `pending` until the double opt-in is confirmed; nothing but that e-mail goes to a pending address. */
export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed', 'suppressed'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

export const subscriberSources = ['form', 'panel', 'import'] as const;
export type SubscriberSource = (typeof subscriberSources)[number];

export const issueKinds = ['manual', 'each', 'daily', 'weekly'] as const;
export type IssueKind = (typeof issueKinds)[number];

export const issueStatuses = ['draft', 'scheduled', 'sending', 'sent', 'failed'] as const;
export type IssueStatus = (typeof issueStatuses)[number];

/** One recipient of one issue: `sending` is claimed right before its SMTP send and never sent again. */
export const deliveryStatuses = ['pending', 'sending', 'sent', 'failed', 'suppressed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** Which items a reader wants; an empty list means every one of that kind. */
export type NewsletterTopics = { types: string[]; categories: string[]; tags: string[] };

export const everyTopic: NewsletterTopics = { types: [], categories: [], tags: [] };

/** An item an editor can put in an issue: its title in the issue's language, its type and when it went live. */
export type IssueItemChoice = { id: string; type: ContentType; title: string; publishedAt: string | null };
