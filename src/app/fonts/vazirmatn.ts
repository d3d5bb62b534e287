import localFont from 'next/font/local';

/**
 * The site's one web font: Vazirmatn, subset to the characters and weights these pages use
 * (`npm run font:subset`). Its file is preloaded with the page, and it shows only if it is there by
 * the first paint (`optional`): a reader on a slow first visit reads that page in the fallback, and
 * the font from the next page on, instead of watching every line rewrap when it arrives (a layout
 * shift of 0.065 on an article). The fallback is sized to Vazirmatn's metrics where Arial exists.
 */
export const vazirmatn = localFont({
  src: './vazirmatn.woff2',
  weight: '400 900',
  style: 'normal',
  display: 'optional',
  preload: true,
  adjustFontFallback: 'Arial',
  variable: '--font-vazirmatn',
});
