import { Download, Headphones } from '@/components/ui/drawn-icons';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { AttributesView } from '@/shared/content-types';
import { PodcastPlayer } from './podcast-player';
import { ClientMessages } from '@/components/shell/client-messages';

type Props = { locale: Locale; id: string; title: string; podcast: AttributesView['podcasts'] };

/** The episode's player and a download link for listening offline. */
export async function PodcastSection({ locale, id, title, podcast }: Props) {
  const t = await getTranslations({ locale, namespace: 'library' });
  return (
    <section aria-labelledby="listen-heading" className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5">
      <h2 id="listen-heading" className="inline-flex items-center gap-2 text-lg font-bold">
        <Headphones className="size-5 text-primary" aria-hidden="true" />
        {t('listen')}
      </h2>
      <ClientMessages locale={locale} group="podcastPlayer">
        <PodcastPlayer id={id} src={podcast.audio} title={title} durationSeconds={podcast.duration_seconds} />
      </ClientMessages>
      <a href={podcast.audio} download className="inline-flex items-center gap-1.5 self-start text-sm text-primary hover:underline">
        <Download className="size-4" aria-hidden="true" />
        {t('downloadAudio')}
      </a>
    </section>
  );
}
