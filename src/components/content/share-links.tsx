import { Mail, Share2 } from '@/components/ui/drawn-icons';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';

type Props = { locale: Locale; url: string; title: string };

/**
 * Plain share links with the canonical address: no third-party script, no tracking pixel, and
 * they work without JavaScript. Telegram first: it is where Persian readers share most.
 */
export async function ShareLinks({ locale, url, title }: Props) {
  const t = await getTranslations({ locale, namespace: 'library' });
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const networks = [
    { name: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${text}` },
    { name: 'X', href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
  const link = 'inline-flex h-9 items-center gap-1.5 rounded-full border px-4 text-sm border-border bg-surface hover:border-primary hover:text-primary';
  return (
    <section aria-labelledby="share-heading" className="flex flex-wrap items-center gap-3">
      <h2 id="share-heading" className="inline-flex items-center gap-1.5 text-sm font-semibold text-muted">
        <Share2 className="size-4" aria-hidden="true" />
        {t('share')}
      </h2>
      <ul className="flex flex-wrap gap-2" data-testid="share-links">
        {networks.map(({ name, href }) => (
          <li key={name}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={link} aria-label={t('shareOn', { network: name })}>
              <bdi>{name}</bdi>
            </a>
          </li>
        ))}
        <li>
          <a href={`mailto:?subject=${text}&body=${u}`} className={link} aria-label={t('shareOn', { network: t('email') })}>
            <Mail className="size-4" aria-hidden="true" />
            {t('email')}
          </a>
        </li>
      </ul>
    </section>
  );
}
