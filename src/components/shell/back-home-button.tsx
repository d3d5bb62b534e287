'use client';

import { Home } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';

/** "Back to homepage": clears the error, then goes to the current language's home (SPEC §2). */
export function BackHomeButton({ onBeforeNavigate }: { onBeforeNavigate?: () => void }) {
  const t = useTranslations('errors');
  const locale = useLocale();
  const router = useRouter();
  return (
    <Button
      size="lg"
      onClick={() => {
        onBeforeNavigate?.();
        router.push(`/${locale}`);
      }}
    >
      <Home className="size-5" aria-hidden="true" />
      {t('backToHome')}
    </Button>
  );
}
