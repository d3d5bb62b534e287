import type { ReactNode } from 'react';
import { localeInfo, type Locale } from '@/i18n/locales';

/**
 * The frame of every newsletter e-mail. Mail clients drop `<style>` sheets and classes unevenly
 * (Gmail keeps a head sheet, Outlook reads tables and inline styles), so everything that matters
 * is an inline style on a table cell; the head sheet only adapts colours for clients in dark mode.
 * The colours are chosen to read on either background when a client inverts them itself.
 */
export const palette = {
  page: '#f3f2f8',
  card: '#ffffff',
  text: '#1f2330',
  muted: '#5c6070',
  accent: '#4f35d8',
  rule: '#e3e1ee',
};

export function fontOf(locale: Locale): string {
  return localeInfo[locale].dir === 'rtl'
    ? "Vazirmatn, Tahoma, 'Segoe UI', sans-serif"
    : "'Segoe UI', Helvetica, Arial, sans-serif";
}

const darkSheet = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .nl-page { background: #15151c !important; }
  .nl-card { background: #22222c !important; }
  .nl-text { color: #ecebf3 !important; }
  .nl-muted { color: #b4b2c2 !important; }
  .nl-link { color: #a99bff !important; }
}`;

export type Footer = {
  why: string;
  preferencesLabel: string;
  preferencesUrl: string;
  unsubscribeLabel: string;
  unsubscribeUrl: string;
};

type LayoutProps = { locale: Locale; title: string; preheader?: string; footer?: Footer; children: ReactNode };

/** `<html lang dir>` with the language's font; Persian reads right to left, its links stay ltr inside. */
export function EmailLayout({ locale, title, preheader, footer, children }: LayoutProps) {
  const { dir, tag } = localeInfo[locale];
  const align = dir === 'rtl' ? 'right' : 'left';
  const font = fontOf(locale);
  return (
    <html lang={tag.split('-')[0]} dir={dir}>
      {/* A document of its own, rendered to a string for mail clients, never a Next page. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: darkSheet }} />
      </head>
      <body
        className="nl-page"
        dir={dir}
        style={{ margin: 0, padding: 0, background: palette.page, fontFamily: font, color: palette.text }}
      >
        {preheader ? <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{preheader}</div> : null}
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          className="nl-page"
          style={{ background: palette.page }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  className="nl-card"
                  style={{ maxWidth: 600, background: palette.card, borderRadius: 12 }}
                >
                  <tbody>
                    <tr>
                      <td
                        dir={dir}
                        className="nl-text"
                        style={{
                          padding: '28px 28px 8px',
                          textAlign: align,
                          fontFamily: font,
                          color: palette.text,
                          fontSize: 16,
                          lineHeight: 1.8,
                        }}
                      >
                        {children}
                      </td>
                    </tr>
                  </tbody>
                </table>
                {footer ? (
                  <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ maxWidth: 600 }}>
                    <tbody>
                      <tr>
                        <td
                          dir={dir}
                          className="nl-muted"
                          style={{
                            padding: '16px 28px',
                            textAlign: 'center',
                            fontFamily: font,
                            fontSize: 12,
                            lineHeight: 1.8,
                            color: palette.muted,
                          }}
                        >
                          <p style={{ margin: '0 0 8px' }}>{footer.why}</p>
                          <p style={{ margin: 0 }}>
                            <a className="nl-link" href={footer.preferencesUrl} style={{ color: palette.accent }}>
                              {footer.preferencesLabel}
                            </a>
                            {' · '}
                            <a className="nl-link" href={footer.unsubscribeUrl} style={{ color: palette.accent }}>
                              {footer.unsubscribeLabel}
                            </a>
                          </p>
                        </td>
                      </tr>
                    </tbody>
                  </table>
                ) : null}
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** A button that survives clients without CSS: a padded link inside a coloured cell. */
export function Button({ href, children, locale }: { href: string; children: ReactNode; locale: Locale }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '8px 0 20px' }}>
      <tbody>
        <tr>
          <td style={{ background: palette.accent, borderRadius: 8 }}>
            <a
              href={href}
              style={{
                display: 'inline-block',
                padding: '12px 24px',
                color: '#ffffff',
                textDecoration: 'none',
                fontFamily: fontOf(locale),
                fontSize: 15,
              }}
            >
              {children}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}
