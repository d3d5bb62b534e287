'use client';

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { mergeMessages } from '@/i18n/client-messages';
import type { Catalog } from '@/i18n/translate';

/**
 * Adds messages for one subtree on top of those its parent provider holds, so a page ships its
 * own components' strings once and the shell's strings are not repeated.
 */
export function AddedMessages({ messages, children }: { messages: Catalog; children: ReactNode }) {
  const parent = useMessages() as Catalog;
  const locale = useLocale();
  const timeZone = useTimeZone();
  const merged = useMemo(() => mergeMessages(parent, messages), [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
