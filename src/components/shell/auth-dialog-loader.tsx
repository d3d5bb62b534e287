'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState, type ComponentType } from 'react';
import { isLocale, defaultLocale } from '@/i18n/locales';
import type { Catalog } from '@/i18n/translate';
import { api } from '@/lib/api-client';
import { systemContracts } from '@/shared/api/browser/system';
import { AddedMessages } from './added-messages';
import { useAuth } from './auth-provider';

type Loaded = { Dialog: ComponentType; messages: Catalog; locale: string };

/**
 * The auth dialog, its forms (react-hook-form, the zod schemas) and their strings load the first
 * time someone opens it, not with every page: the component and its messages side by side, the
 * messages from an address that names the build, so the browser keeps them. Once loaded it stays
 * mounted, so closing returns focus as before.
 */
export function AuthDialogLoader() {
  const { isDialogOpen, closeDialog } = useAuth();
  const locale = useLocale();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  if (isDialogOpen && !hasOpened) setHasOpened(true);

  useEffect(() => {
    // Loaded once, and again in the other language after a switch.
    if (!hasOpened || loaded?.locale === locale) return;
    let isCurrent = true;
    const query = { locale: isLocale(locale) ? locale : defaultLocale, build: process.env.NEXT_PUBLIC_BUILD_ID };
    Promise.all([
      import('./auth-dialog').then((module) => module.AuthDialog),
      api(systemContracts.getClientMessages, { params: { group: 'authDialog' }, query }, { cache: 'force-cache' }),
    ]).then(
      ([Dialog, answer]) => {
        if (isCurrent) setLoaded({ Dialog, messages: answer.data as Catalog, locale });
      },
      () => {
        // The API client has said why; the next click tries again.
        if (!isCurrent || loaded) return;
        setHasOpened(false);
        closeDialog();
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [hasOpened, loaded, locale, closeDialog]);

  if (!loaded) return null;
  return (
    <AddedMessages messages={loaded.messages}>
      <loaded.Dialog />
    </AddedMessages>
  );
}
