'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type Props = {
  tags: { id: string; name: string }[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
};

/** The item's tags as toggle chips, with a filter for a long list (chosen tags always stay in view). */
export function ContentTagPicker({ tags, value, onChange, error }: Props) {
  const t = useTranslations('managerContent.form');
  const [filter, setFilter] = useState('');
  const visible = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle ? tags.filter((tag) => tag.name.toLowerCase().includes(needle) || value.includes(tag.id)) : tags;
  }, [tags, filter, value]);

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t('tags')}</legend>
      <Input type="search" compact aria-label={t('filterTags')} placeholder={t('filterTags')} value={filter} onChange={(event) => setFilter(event.target.value)} />
      <div className="flex max-h-40 flex-wrap gap-2 overflow-y-auto">
        {visible.length === 0 ? <p className="text-sm text-muted">{t('noTags')}</p> : null}
        {visible.map((tag) => {
          const checked = value.includes(tag.id);
          return (
            <label
              key={tag.id}
              className={cn(
                'flex cursor-pointer items-center gap-1.5 rounded-full border border-border px-3 py-1 text-sm focus-within:ring-2 focus-within:ring-primary',
                checked && 'border-primary bg-primary/10 text-primary',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                onChange={() => onChange(checked ? value.filter((one) => one !== tag.id) : [...value, tag.id])}
              />
              {tag.name}
            </label>
          );
        })}
      </div>
      <FieldError message={error} />
    </fieldset>
  );
}
