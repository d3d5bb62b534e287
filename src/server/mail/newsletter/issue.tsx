import type { Locale } from '@/i18n/locales';
import { translate } from '@/i18n/messages';
import { formatDate } from '@/shared/dates';
import type { MailContent } from '../templates';
import { EmailLayout, palette, type Footer } from './layout';
import { renderEmail } from './render';

export type IssueItem = {
  id: string;
  title: string;
  excerpt: string;
  url: string;
  coverUrl: string | null;
  publishedAt: Date | null;
};

/** What an issue says, the same for every recipient but the footer's links. */
export type IssueBody = { locale: Locale; subject: string; intro: string; note: string; items: IssueItem[]; isTest?: boolean };

/** The editor's note is plain text: paragraphs split on blank lines (nothing of it is read as HTML). */
const paragraphsOf = (note: string) =>
  note
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

function Issue({ body, footer }: { body: IssueBody; footer: Footer }) {
  const { locale } = body;
  return (
    <EmailLayout locale={locale} title={body.subject} preheader={body.intro || body.items[0]?.title} footer={footer}>
      {body.isTest ? (
        <p
          style={{
            margin: '0 0 16px',
            padding: '4px 12px',
            display: 'inline-block',
            borderRadius: 6,
            background: '#fff4d6',
            color: '#6b4e00',
            fontSize: 13,
          }}
        >
          {translate(locale, 'newsletter.mail.test')}
        </p>
      ) : null}
      <h1 style={{ margin: '0 0 12px', fontSize: 22, lineHeight: 1.5 }}>{body.subject}</h1>
      {body.intro ? (
        <p className="nl-muted" style={{ margin: '0 0 16px', color: palette.muted }}>
          {body.intro}
        </p>
      ) : null}
      {paragraphsOf(body.note).map((paragraph, index) => (
        <p key={index} style={{ margin: '0 0 16px', whiteSpace: 'pre-line' }}>
          {paragraph}
        </p>
      ))}
      {body.items.map((item) => (
        <table
          key={item.id}
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ borderTop: `1px solid ${palette.rule}`, margin: '8px 0 0' }}
        >
          <tbody>
            <tr>
              <td style={{ padding: '20px 0 12px' }}>
                {item.coverUrl ? (
                  <a href={item.url}>
                    {/* An e-mail, not a page: the cover is a plain image at e-mail size. */}
                    {/* eslint-disable-next-line @next/next/no-img-element */}
                    <img
                      src={item.coverUrl}
                      alt=""
                      width={544}
                      style={{
                        display: 'block',
                        width: '100%',
                        maxWidth: 544,
                        height: 'auto',
                        borderRadius: 8,
                        margin: '0 0 12px',
                        border: 0,
                      }}
                    />
                  </a>
                ) : null}
                <h2 style={{ margin: '0 0 4px', fontSize: 18, lineHeight: 1.6 }}>
                  <a className="nl-link" href={item.url} style={{ color: palette.text, textDecoration: 'none' }}>
                    {item.title}
                  </a>
                </h2>
                {item.publishedAt ? (
                  <p className="nl-muted" style={{ margin: '0 0 8px', fontSize: 13, color: palette.muted }}>
                    {translate(locale, 'newsletter.mail.publishedOn', { date: formatDate(item.publishedAt, locale) })}
                  </p>
                ) : null}
                {item.excerpt ? <p style={{ margin: '0 0 8px' }}>{item.excerpt}</p> : null}
                <a className="nl-link" href={item.url} style={{ color: palette.accent, fontSize: 14 }}>
                  {translate(locale, 'newsletter.mail.readMore')}
                </a>
              </td>
            </tr>
          </tbody>
        </table>
      ))}
    </EmailLayout>
  );
}

/**
 * An issue's HTML is rendered once per issue with placeholders for the recipient's links, which
 * are filled per recipient: a send to 100,000 readers renders React once, not 100,000 times.
 */
export const RECIPIENT = { email: '%%EMAIL%%', preferences: '%%PREFERENCES%%', unsubscribe: '%%UNSUBSCRIBE%%' } as const;

export type IssueTemplate = { subject: string; html: string; text: string };

export async function issueTemplate(body: IssueBody): Promise<IssueTemplate> {
  const { locale } = body;
  const footer: Footer = {
    why: translate(locale, 'newsletter.mail.why', { email: RECIPIENT.email }),
    preferencesLabel: translate(locale, 'newsletter.mail.preferences'),
    preferencesUrl: RECIPIENT.preferences,
    unsubscribeLabel: translate(locale, 'newsletter.mail.unsubscribe'),
    unsubscribeUrl: RECIPIENT.unsubscribe,
  };
  const html = await renderEmail(<Issue body={body} footer={footer} />);
  const text = [
    ...(body.isTest ? [`[${translate(locale, 'newsletter.mail.test')}]`, ''] : []),
    body.subject,
    '',
    ...(body.intro ? [body.intro, ''] : []),
    ...paragraphsOf(body.note).flatMap((paragraph) => [paragraph, '']),
    ...body.items.flatMap((item) => [
      item.title,
      ...(item.publishedAt
        ? [translate(locale, 'newsletter.mail.publishedOn', { date: formatDate(item.publishedAt, locale) })]
        : []),
      ...(item.excerpt ? [item.excerpt] : []),
      item.url,
      '',
    ]),
    '—',
    footer.why,
    `${footer.preferencesLabel}: ${RECIPIENT.preferences}`,
    `${footer.unsubscribeLabel}: ${RECIPIENT.unsubscribe}`,
  ].join('\n');
  return { subject: body.subject, html, text };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One recipient's copy of a rendered issue. */
export function personalize(
  template: IssueTemplate,
  recipient: { email: string; preferencesUrl: string; unsubscribeUrl: string },
): MailContent {
  const fill = (source: string, escape: (value: string) => string) =>
    source
      .replaceAll(RECIPIENT.email, escape(recipient.email))
      .replaceAll(RECIPIENT.preferences, escape(recipient.preferencesUrl))
      .replaceAll(RECIPIENT.unsubscribe, escape(recipient.unsubscribeUrl));
  return { subject: template.subject, html: fill(template.html, escapeHtml), text: fill(template.text, (value) => value) };
}
