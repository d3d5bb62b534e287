import { translate } from '@/i18n/messages';
import { isLocale, type Locale } from '@/i18n/locales';
import { escapeXml } from '@/server/seo/xml';
import { LIGHT_PAGE_ATTRIBUTE } from '@/shared/light-mode';
import { sessionHintBootScript } from '@/shared/session-hint';
import { themeBootScript } from '@/shared/theme';

/**
 * Makes the light version of a whole public page (ADR 0031). Everything a page says is in its
 * server-rendered HTML; the scripts only add behaviour, and on a slow phone they are most of the
 * bytes (about 200 KB of a Persian article's 300). So the light page keeps the HTML and the
 * stylesheet and drops the framework's scripts with their inline copy of the page's data, the web
 * font's preload (the stylesheet switches to the system's font), the cover preloads, every image's
 * larger renditions and the media's preloading; an embedded player becomes a link to it. The theme
 * boot script and structured data stay. A notice at the top of the main content says what this is
 * and offers the full version.
 *
 * The page is one React rendered, so its tags have the shapes React writes: double-quoted
 * attributes, `<` and `>` escaped in text and attribute values, and no script in stored HTML
 * (content/html.ts), so each match below is a tag the server meant.
 */

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const LINK = /<link\b[^>]*>/gi;
const IMG = /<img\b[^>]*>/gi;
const MEDIA = /<(audio|video)\b[^>]*>/gi;
const IFRAME = /<iframe\b([^>]*)>[\s\S]*?<\/iframe\s*>/gi;
const HTML_TAG = /<html\b/i;
const MAIN_TAG = /<main\b[^>]*\bid="main"[^>]*>/i;
const LANG = /<html\b[^>]*\blang="([a-z]{2})/i;

const JSON_DATA = /\btype="application\/(?:ld\+)?json"/i;
/** The inline script every page starts its body with: the theme is chosen before the first paint. */
const BOOT_SCRIPT = themeBootScript + sessionHintBootScript;
/** Preloads of what the light page does not use: scripts, the font, cover images. */
const UNUSED_PRELOAD = /\brel="(?:modulepreload|preload)"/i;

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
}

function withoutAttribute(tag: string, name: string): string {
  return tag.replace(new RegExp(`\\s${name}(?:="[^"]*")?(?=[\\s/>])`, 'gi'), '');
}

/** The narrowest candidate of a `srcset` (`url 320w, url 640w`), as an attribute value. */
function narrowestCandidate(srcset: string): string | undefined {
  let best: { url: string; width: number } | undefined;
  for (const candidate of srcset.split(',')) {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    const width = Number.parseFloat(descriptor ?? '');
    if (url && Number.isFinite(width) && (!best || width < best.width)) best = { url, width };
  }
  return best?.url;
}

function lightImage(tag: string): string {
  const srcset = attribute(tag, 'srcset');
  if (srcset === undefined) return tag;
  const narrowest = narrowestCandidate(srcset);
  let light = withoutAttribute(withoutAttribute(tag, 'srcset'), 'sizes');
  if (narrowest) light = light.replace(/\ssrc="[^"]*"/i, ` src="${narrowest}"`);
  return light;
}

/** Nothing of a recording loads until the reader presses play, with the browser's own controls. */
function lightMedia(tag: string): string {
  const bare = withoutAttribute(withoutAttribute(withoutAttribute(tag, 'preload'), 'poster'), 'controls');
  return bare.replace(/^<(audio|video)\b/i, '<$1 controls preload="none"');
}

function lightEmbed(attributes: string, label: string): string {
  const source = attribute(attributes, 'src');
  if (!source) return '';
  const title = attribute(attributes, 'title');
  const name = title ? ` <bdi>${title}</bdi>` : '';
  return `<p class="light-embed"><a href="${source}" rel="noopener">${escapeXml(label)}</a>${name}</p>`;
}

function notice(locale: Locale, action: string): string {
  const text = escapeXml(translate(locale, 'lightMode.notice'));
  const button = escapeXml(translate(locale, 'lightMode.full'));
  return (
    `<div class="light-notice" role="note" data-testid="light-notice"><p>${text}</p>` +
    `<form method="post" action="${escapeXml(action)}"><button type="submit">${button}</button></form></div>`
  );
}

/**
 * The light version of `html`. `fullVersionAction` is the address the notice's button posts to
 * (the light-mode switch, turning it off).
 */
export function lightPage(html: string, fullVersionAction: string): string {
  const lang = LANG.exec(html)?.[1]?.toLowerCase();
  const locale: Locale = isLocale(lang) ? lang : 'fa';
  return html
    .replace(HTML_TAG, `<html ${LIGHT_PAGE_ATTRIBUTE}=""`)
    .replace(SCRIPT, (tag, attributes: string, text: string) =>
      JSON_DATA.test(attributes) || (!/\bsrc=/i.test(attributes) && text === BOOT_SCRIPT) ? tag : '',
    )
    .replace(LINK, (tag) => (UNUSED_PRELOAD.test(tag) ? '' : tag))
    .replace(IMG, lightImage)
    .replace(MEDIA, lightMedia)
    .replace(IFRAME, (_tag, attributes: string) => lightEmbed(attributes, translate(locale, 'lightMode.openPlayer')))
    .replace(MAIN_TAG, (tag) => tag + notice(locale, fullVersionAction));
}
