import type { ReactNode } from 'react';
import { clientMessageKeys, pickMessages, type ClientMessageGroup } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/locales';
import { getMessages } from '@/i18n/messages';
import type { Catalog } from '@/i18n/translate';
import { AddedMessages } from './added-messages';

type Props = { locale: Locale; children: ReactNode } & ({ group: ClientMessageGroup } | { keys: readonly string[] });

/** Sends the browser the messages its client components below read, and nothing else. */
export function ClientMessages({ locale, children, ...which }: Props) {
  const keys = 'group' in which ? clientMessageKeys[which.group] : which.keys;
  return <AddedMessages messages={pickMessages(getMessages(locale) as Catalog, keys)}>{children}</AddedMessages>;
}
