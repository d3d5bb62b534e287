'use client';

import { UserPlus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/components/shell/auth-provider';

/** Opens the auth dialog on its register pane; a signed-in visitor has nothing to join. */
export function RegisterButton() {
  const t = useTranslations('library');
  const { status, openDialog } = useAuth();
  if (status === 'authenticated') return null;
  return (
    <Button size="lg" onClick={() => openDialog('register')} data-testid="home-register">
      <UserPlus className="size-5" aria-hidden="true" />
      {t('registerAction')}
    </Button>
  );
}
