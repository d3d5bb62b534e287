'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { canInstall, install, subscribeToInstallOffer } from '@/lib/install-prompt';

/** "Install the app", in the header's menu once the browser says the site can be installed. */
export function InstallAppButton() {
  const t = useTranslations('nav');
  const isOffered = useSyncExternalStore(subscribeToInstallOffer, canInstall, () => false);
  if (!isOffered) return null;
  return (
    <Button severity="secondary" size="sm" onClick={() => void install()} data-testid="install-app">
      {t('installApp')}
    </Button>
  );
}
