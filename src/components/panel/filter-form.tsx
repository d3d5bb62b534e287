import type { ReactNode } from 'react';
import { Search } from '@/components/ui/drawn-icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

type FormProps = { label: string; submitLabel: string; children: ReactNode };

/**
 * A list screen's filters as a plain GET form: the address holds the filters, so a filtered
 * list can be bookmarked and works before scripts load; changing a filter starts at page one.
 */
export function FilterForm({ label, submitLabel, children }: FormProps) {
  return (
    <form method="get" role="search" aria-label={label} className="flex flex-wrap items-end gap-3 rounded-xl border border-border bg-surface p-3">
      {children}
      <Button type="submit" size="md" severity="secondary">
        <Search className="size-4" aria-hidden="true" />
        {submitLabel}
      </Button>
    </form>
  );
}

type SearchProps = { name?: string; label: string; value?: string; placeholder?: string };

export function FilterSearch({ name = 'search', label, value, placeholder }: SearchProps) {
  return (
    <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm font-medium">
      {label}
      <Input type="search" name={name} defaultValue={value ?? ''} placeholder={placeholder} dir="auto" compact maxLength={100} />
    </label>
  );
}

type SelectProps = { name: string; label: string; value?: string | boolean; options: { value: string; label: string }[]; anyLabel: string };

export function FilterSelect({ name, label, value, options, anyLabel }: SelectProps) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <Select name={name} defaultValue={value === undefined ? '' : String(value)} compact options={[{ value: '', label: anyLabel }, ...options]} />
    </label>
  );
}
