import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import { contentContracts } from '@/shared/api/browser/content';

export type Suggestion = { kind: 'item' | 'tag' | 'category' | 'spelling'; label: string; href: string };

// One request per pause in typing, not one per key.
const PAUSE_MS = 250;
const MIN_LETTERS = 2;

/**
 * The header's suggestions for what is typed, after two letters and a pause; a newer text
 * cancels the older request. A failure shows nothing: the form still searches.
 */
export function useSearchSuggestions(text: string): Suggestion[] {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const q = text.trim();
  useEffect(() => {
    if (q.length < MIN_LETTERS) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api(contentContracts.searchSuggestions, { query: { q } }, { signal: controller.signal, quiet: true })
        .then(({ data }) =>
          setSuggestions(
            data.did_you_mean
              ? [{ kind: 'spelling', label: data.did_you_mean, href: `/search?q=${encodeURIComponent(data.did_you_mean)}` }]
              : data.suggestions,
          ),
        )
        .catch(() => setSuggestions([]));
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);
  return q.length < MIN_LETTERS ? [] : suggestions;
}
