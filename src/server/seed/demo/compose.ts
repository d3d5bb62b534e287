import type { SeedText } from './types';

function escapeHtml(text: string): string {
  return text.replace(/[<>&"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[ch]!);
}

const closings: Record<'fa' | 'en', string> = {
  en: 'Questions about this? Ask in the comments below: our editors read every one, and the best questions become new articles.',
  fa: 'دربارهٔ این مطلب پرسشی دارید؟ در بخش دیدگاه‌ها بپرسید؛ تحریریهٔ ما همهٔ دیدگاه‌ها را می‌خواند و بهترین پرسش‌ها به مقاله‌های تازه تبدیل می‌شوند.',
};

/**
 * The HTML body of a demo item: its sections, its list and a closing line. The excerpt is not
 * repeated: the item's page already shows it as the lead under the title.
 */
export function composeBody(text: SeedText, locale: 'fa' | 'en', { withClosing = true } = {}): string {
  const parts: string[] = [];
  for (const [heading, paragraph] of text.sections) parts.push(`<h2>${escapeHtml(heading)}</h2>`, `<p>${escapeHtml(paragraph)}</p>`);
  if (text.list) {
    parts.push(`<h2>${escapeHtml(text.list.heading)}</h2>`, `<ul>${text.list.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`);
  }
  if (withClosing) parts.push(`<p>${escapeHtml(closings[locale])}</p>`);
  return parts.join('\n');
}
