import type { Locale } from '@/i18n/locales';
import { translate } from '@/i18n/messages';
import type { MailContent } from '../templates';
import { Button, EmailLayout, palette } from './layout';
import { renderEmail } from './render';

type OptInMail = { locale: Locale; link: string; kind: 'optIn' | 'already' };

function OptIn({ locale, link, kind }: OptInMail) {
  const t = (key: string) => translate(locale, `newsletter.mail.${kind}.${key}`);
  return (
    <EmailLayout locale={locale} title={t('subject')} preheader={t('intro')}>
      <p style={{ margin: '0 0 20px' }}>{t('intro')}</p>
      <Button href={link} locale={locale}>
        {t('action')}
      </Button>
      <p className="nl-muted" style={{ margin: '0 0 8px', fontSize: 13, color: palette.muted }}>
        {translate(locale, 'mail.linkHint')}
      </p>
      <p dir="ltr" style={{ margin: '0 0 20px', fontSize: 13, wordBreak: 'break-all', textAlign: 'left' }}>
        <a className="nl-link" href={link} style={{ color: palette.accent }}>
          {link}
        </a>
      </p>
      {kind === 'optIn' ? (
        <p className="nl-muted" style={{ margin: '0 0 20px', fontSize: 13, color: palette.muted }}>
          {t('ignore')}
        </p>
      ) : null}
    </EmailLayout>
  );
}

/**
 * The double opt-in message (`optIn`, a confirmation link), or, to an address already confirmed,
 * a link to its preferences (`already`): never a second subscription, and the answer to the form
 * stays the same either way.
 */
export async function optInMail(input: OptInMail): Promise<MailContent> {
  const t = (key: string) => translate(input.locale, `newsletter.mail.${input.kind}.${key}`);
  const text = [
    t('intro'),
    '',
    input.link,
    '',
    ...(input.kind === 'optIn' ? [t('ignore'), ''] : []),
    translate(input.locale, 'mail.footer'),
  ].join('\n');
  return { subject: t('subject'), text, html: await renderEmail(<OptIn {...input} />) };
}
