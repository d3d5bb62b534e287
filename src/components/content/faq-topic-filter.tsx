'use client';

import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import type { FeatureTopic } from '@/shared/content-types';

/** `count` is already formatted in the page's language (Persian digits in fa). */
export type FaqSection = { topic: FeatureTopic; label: string; count: string; content: ReactNode };

type Props = { sections: FaqSection[]; filterLabel: string; allLabel: string };

function topicFromUrl(sections: FaqSection[]): FeatureTopic | null {
  const value = new URLSearchParams(window.location.search).get('topic');
  return sections.find((section) => section.topic === value)?.topic ?? null;
}

/**
 * Topic chips above the FAQ sections. The page stays static: the server renders every section,
 * and the chosen topic lives in `?topic=` (read after hydration, written with replaceState) so a
 * filtered view can be shared. Without JavaScript the chips are links that jump to their section.
 */
export function FaqTopicFilter({ sections, filterLabel, allLabel }: Props) {
  const [active, setActive] = useState<FeatureTopic | null>(null);

  useEffect(() => {
    // The URL is only readable in the browser; the static HTML shows every topic.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setActive(topicFromUrl(sections));
  }, [sections]);

  const choose = (topic: FeatureTopic | null) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setActive(topic);
    const url = new URL(window.location.href);
    if (topic) url.searchParams.set('topic', topic);
    else url.searchParams.delete('topic');
    url.hash = '';
    window.history.replaceState(window.history.state, '', url);
  };

  const chip = (isActive: boolean) =>
    cx(
      'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm transition-colors',
      isActive ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface hover:border-primary',
    );

  return (
    <div className="flex flex-col gap-8">
      <nav aria-label={filterLabel}>
        <ul className="flex flex-wrap gap-2">
          <li>
            <a href="?" onClick={choose(null)} aria-current={active === null ? 'true' : undefined} className={chip(active === null)}>
              {allLabel}
            </a>
          </li>
          {sections.map((section) => (
            <li key={section.topic}>
              <a
                href={`?topic=${section.topic}#topic-${section.topic}`}
                onClick={choose(section.topic)}
                aria-current={active === section.topic ? 'true' : undefined}
                className={chip(active === section.topic)}
              >
                {section.label}
                <span className="text-xs opacity-75">{section.count}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <div key={section.topic} hidden={active !== null && active !== section.topic}>
          {section.content}
        </div>
      ))}
    </div>
  );
}
