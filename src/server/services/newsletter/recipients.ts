import { sql, type Column, type SQL } from 'drizzle-orm';
import { newsletterSubscribers } from '@/server/db/schema';
import type { NewsletterIssue } from '@/server/db/schema';
import type { ItemFacts } from './items';

/** `topics.<list>` is empty (everything) or holds one of `values`. */
function listAllows(topics: Column, list: 'types' | 'categories' | 'tags', values: string[]): SQL {
  return sql`(jsonb_array_length(${topics}->${list}) = 0 or exists (select 1 from jsonb_array_elements_text(${topics}->${list}) as picked where ${JSON.stringify(values)}::jsonb @> jsonb_build_array(picked)))`;
}

/**
 * A reader's topics (a newsletter reader's by default, or a browser's) let this item through: its
 * type, one of its categories and one of its tags are each wanted (an empty list wants all).
 */
export function topicsMatch(item: ItemFacts, topics: Column = newsletterSubscribers.topics): SQL {
  return sql`(${listAllows(topics, 'types', [item.type])} and ${listAllows(topics, 'categories', item.categoryIds)} and ${listAllows(topics, 'tags', item.tagIds)})`;
}

/**
 * Who gets an issue: confirmed readers of its language; an announcement goes to `each` readers
 * whose topics match the item, a digest to its frequency's readers whose topics match one of
 * its items, an editor's issue to every confirmed reader of the language.
 */
export function recipientsOf(issue: Pick<NewsletterIssue, 'kind' | 'locale'>, items: ItemFacts[]): SQL {
  const base = sql`${newsletterSubscribers.status} = 'confirmed' and ${newsletterSubscribers.languages} @> array[${issue.locale}]::text[]`;
  if (issue.kind === 'manual') return base;
  const anyItem = items.length > 0 ? sql.join(items.map((item) => topicsMatch(item)), sql` or `) : sql`false`;
  return sql`${base} and ${newsletterSubscribers.frequency} = ${issue.kind} and (${anyItem})`;
}
