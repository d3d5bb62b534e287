import type { Locale } from '@/i18n/locales';
import { proseParts } from '@/shared/text/bidi';

/**
 * A plain text of prose in the reader's language with each Latin run isolated left to right
 * (shared/text/bidi.ts): «کیف پول‌های سازگار: MetaMask، WalletConnect.» reads right to left,
 * names and separators in their places, however the line breaks.
 */
export function ProseText({ text, locale }: { text: string; locale: Locale }) {
  return (
    <>
      {proseParts(text, locale).map((part, index) =>
        part.isLatin ? (
          <bdi key={index} dir="ltr">
            {part.text}
          </bdi>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
