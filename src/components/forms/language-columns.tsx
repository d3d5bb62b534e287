import type { ReactNode } from 'react';
import { locales, type Locale } from '@/i18n/locales';

type Props = {
  /** Each column's legend: "Persian", "English" in the page's language. */
  legends: Record<Locale, string>;
} & Record<Locale, ReactNode>;

/**
 * A form's two languages side by side. The columns keep the page's language for their labels;
 * each field inside passes its own `lang` and `dir` (fa rtl, en ltr) to what is typed.
 */
export function LanguageColumns({ legends, ...columns }: Props) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {locales.map((locale) => (
        <fieldset key={locale} className="flex flex-col gap-4 rounded-2xl border border-border p-4">
          <legend className="px-2 text-sm font-bold">{legends[locale]}</legend>
          {columns[locale]}
        </fieldset>
      ))}
    </div>
  );
}
