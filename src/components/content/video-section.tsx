import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { isAllowedEmbed, type AttributesView } from '@/shared/content-types';
import { ClientMessages } from '@/components/shell/client-messages';
import { VideoPlayer } from './video-player';

type Props = { locale: Locale; id: string; title: string; poster?: string; video: AttributesView['videos'] };

/**
 * An uploaded video plays in the native player (the media route answers Range requests, so it
 * streams and seeks); otherwise the Aparat or YouTube embed, checked again against the allow-list.
 */
export async function VideoSection({ locale, id, title, poster, video }: Props) {
  const t = await getTranslations({ locale, namespace: 'library' });
  const frame = 'aspect-video w-full overflow-hidden rounded-2xl border border-border bg-black';
  if (video.video) {
    return (
      <ClientMessages locale={locale} group="videoPlayer">
        <VideoPlayer id={id} src={video.video} poster={poster} className={frame} label={t('videoTitle', { title })} durationSeconds={video.duration_seconds}>
          <a href={video.video} download>
            {t('noVideoSupport')}
          </a>
        </VideoPlayer>
      </ClientMessages>
    );
  }
  if (!video.embed_url || !isAllowedEmbed(video.embed_url)) return null;
  return (
    <div className={frame}>
      <iframe
        src={video.embed_url}
        title={t('videoTitle', { title })}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="size-full"
      />
    </div>
  );
}
