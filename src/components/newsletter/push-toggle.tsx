'use client';

import { Bell } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { allowPush, browserPushState, PushRefusedError, stopPush, type BrowserPushState } from '@/lib/push';
import type { ContentType } from '@/shared/content-types';
import type { NewsletterLanguage, NewsletterTopics } from '@/shared/newsletter';

type State = 'checking' | BrowserPushState;

/**
 * Browser notifications beside the newsletter: this browser hears of each new item of the given
 * languages and topics. Says so when the browser cannot, or when the reader has blocked the site.
 */
export function PushToggle({ languages, topics }: { languages: NewsletterLanguage[]; topics?: NewsletterTopics }) {
  // The types come from the registry's names: the choices the pages offer are exactly those.
  const t = useTranslations('newsletter.push');
  const [state, setState] = useState<State>('checking');
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void browserPushState().then((found) => isCurrent && setState(found));
    return () => {
      isCurrent = false;
    };
  }, []);

  const act = async (work: () => Promise<void>, next: State) => {
    setIsBusy(true);
    setFailure(null);
    try {
      await work();
      setState(next);
    } catch (error) {
      if (error instanceof PushRefusedError) setState(Notification.permission === 'denied' ? 'denied' : 'off');
      // The API client has told the reader about a refused request; the browser's own failures are said here.
      else if (!(error instanceof ApiError)) setFailure(t('failed'));
    } finally {
      setIsBusy(false);
    }
  };

  if (state === 'checking') return null;
  return (
    <div className="flex flex-col gap-2" data-testid="push-toggle" data-state={state}>
      {/* Announced when it changes, without standing for the section's own status. */}
      <p aria-live="polite" className="text-sm text-muted">
        {t(state)}
      </p>
      {state === 'off' ? (
        <Button type="button" severity="secondary" className="self-start" isLoading={isBusy} onClick={() => void act(() => allowPush({ languages, topics: topics && { ...topics, types: topics.types as ContentType[] } }), 'on')}>
          <Bell className="size-4" aria-hidden="true" />
          {t('allow')}
        </Button>
      ) : null}
      {state === 'on' ? (
        <Button type="button" severity="secondary" className="self-start" isLoading={isBusy} onClick={() => void act(stopPush, 'off')}>
          {t('stop')}
        </Button>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
