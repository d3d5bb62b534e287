import { localeInfo, type Locale } from '@/i18n/locales';
import { translate } from '@/i18n/messages';
import { formatNumber } from '@/shared/format/number';

export type MailContent = { subject: string; text: string; html: string };

type LinkMail = { locale: Locale; name: string; link: string };

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * One layout for every message: a greeting, a paragraph, one button with the same link spelled
 * out below it (mail clients that block buttons), the validity and a "not you?" line. Persian
 * mail is `dir="rtl"`; the link itself stays ltr so it is not scrambled.
 */
function linkMail(
  { locale, name, link }: LinkMail,
  keys: { subject: string; intro: string; action: string; expires: string; ignore: string },
  expiresValues: Record<string, string>,
): MailContent {
  const t = (key: string, values?: Record<string, string>) => translate(locale, key, values);
  const { dir, tag } = localeInfo[locale];
  const align = dir === 'rtl' ? 'right' : 'left';
  const subject = t(keys.subject);
  const greeting = t('mail.greeting', { name });
  const lines = [t(keys.intro), t(keys.expires, expiresValues), t(keys.ignore)];

  const text = [greeting, '', lines[0], '', link, '', lines[1], lines[2], '', t('mail.footer')].join('\n');

  const font = dir === 'rtl' ? "Vazirmatn, Tahoma, 'Segoe UI', sans-serif" : "'Segoe UI', Helvetica, Arial, sans-serif";
  const html = `<!doctype html>
<html lang="${tag}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body dir="${dir}" style="margin:0;padding:24px;background:#f4f4f7;font-family:${font};color:#1f2330;text-align:${align}">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px;line-height:1.8">${escapeHtml(lines[0] ?? '')}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#5b3df5;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:8px">${escapeHtml(t(keys.action))}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#5c6070">${escapeHtml(t('mail.linkHint'))}</p>
<p dir="ltr" style="margin:0 0 24px;font-size:13px;word-break:break-all;text-align:left"><a href="${escapeHtml(link)}" style="color:#5b3df5">${escapeHtml(link)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#5c6070">${escapeHtml(lines[1] ?? '')}</p>
<p style="margin:0;font-size:13px;color:#5c6070">${escapeHtml(lines[2] ?? '')}</p>
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#8a8fa0;text-align:center">${escapeHtml(t('mail.footer'))}</p>
</body>
</html>
`;
  return { subject, text, html };
}

/** The e-mail address confirmation message, in the user's language. */
export function verificationMail(input: LinkMail & { hours: number }): MailContent {
  return linkMail(
    input,
    {
      subject: 'mail.verify.subject',
      intro: 'mail.verify.intro',
      action: 'mail.verify.action',
      expires: 'mail.verify.expires',
      ignore: 'mail.verify.ignore',
    },
    { hours: formatNumber(input.hours, input.locale) },
  );
}

/** The password reset message, in the user's language. */
export function passwordResetMail(input: LinkMail & { minutes: number }): MailContent {
  return linkMail(
    input,
    {
      subject: 'mail.reset.subject',
      intro: 'mail.reset.intro',
      action: 'mail.reset.action',
      expires: 'mail.reset.expires',
      ignore: 'mail.reset.ignore',
    },
    { minutes: formatNumber(input.minutes, input.locale) },
  );
}

/** "Support answered your ticket", in the user's language (sent only when their preference allows). */
export function ticketReplyMail(input: LinkMail & { title: string }): MailContent {
  return linkMail(
    input,
    {
      subject: 'tickets.mail.subject',
      intro: 'tickets.mail.intro',
      action: 'tickets.mail.action',
      expires: 'tickets.mail.ticket',
      ignore: 'tickets.mail.preference',
    },
    { title: input.title },
  );
}

/** "Your account was signed in from a new device", in the user's language, with a link to their sessions. */
export function newDeviceMail(input: LinkMail & { device: string; address: string; time: string }): MailContent {
  return linkMail(
    input,
    {
      subject: 'mail.newDevice.subject',
      intro: 'mail.newDevice.intro',
      action: 'mail.newDevice.action',
      expires: 'mail.newDevice.details',
      ignore: 'mail.newDevice.ignore',
    },
    { device: input.device, address: input.address, time: input.time },
  );
}
