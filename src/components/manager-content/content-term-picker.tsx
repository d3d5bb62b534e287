'use client';

import { useId, useMemo, useState } from 'react';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type Props = {
  terms: { id: string; name: string }[];
  value: string[];
  onChange: (ids: string[]) => void;
  /** The group's name, its filter's label and what it says when nothing matches. */
  labels: { legend: string; filter: string; empty: string };
  /** A line under the legend, read with the group. */
  hint?: string;
  error?: string;
};

/**
 * Several terms of an item (its tags, its extra categories) as toggle chips, with a filter for a
 * long list (chosen terms always stay in view). Each chip is a checkbox: Tab reaches it, Space
 * toggles it.
 */
export function ContentTermPicker({ terms, value, onChange, labels, hint, error }: Props) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const visible = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle ? terms.filter((term) => term.name.toLowerCase().includes(needle) || value.includes(term.id)) : terms;
  }, [terms, filter, value]);

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="mb-1 text-sm font-medium">{labels.legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <Input type="search" compact aria-label={labels.filter} placeholder={labels.filter} value={filter} onChange={(event) => setFilter(event.target.value)} />
      <div className="flex max-h-40 flex-wrap gap-2 overflow-y-auto">
        {visible.length === 0 ? <p className="text-sm text-muted">{labels.empty}</p> : null}
        {visible.map((term) => {
          const checked = value.includes(term.id);
          return (
            <label
              key={term.id}
              className={cn(
                'flex cursor-pointer items-center gap-1.5 rounded-full border border-border px-3 py-1 text-sm focus-within:ring-2 focus-within:ring-primary',
                checked && 'border-primary bg-primary/10 text-primary',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                onChange={() => onChange(checked ? value.filter((one) => one !== term.id) : [...value, term.id])}
              />
              {term.name}
            </label>
          );
        })}
      </div>
      <FieldError message={error} />
    </fieldset>
  );
}
