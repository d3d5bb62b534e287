/**
 * A WordPress export (WXR 1.2) of `posts` bilingual posts in Polylang's form, written as a stream
 * so that a file of hundreds of megabytes never sits in memory: the import's speed and memory are
 * measured on it (`npm run bench`, and the import's memory test).
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { generateItem, termNames, type LibraryShape } from './corpus';

const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const wpDate = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');
const slugOf = (title: string, id: number) => encodeURIComponent(`${title.split(/\s+/).slice(0, 4).join('-')}-${id}`).toLowerCase();

function header(categories: { fa: string; en: string }[]): string {
  const terms = categories.flatMap((names, n) => [
    `<wp:category><wp:term_id>${n * 2 + 1}</wp:term_id><wp:category_nicename>fa-cat-${n}</wp:category_nicename><wp:category_parent></wp:category_parent><wp:cat_name>${cdata(names.fa)}</wp:cat_name></wp:category>`,
    `<wp:category><wp:term_id>${n * 2 + 2}</wp:term_id><wp:category_nicename>en-cat-${n}</wp:category_nicename><wp:category_parent></wp:category_parent><wp:cat_name>${cdata(names.en)}</wp:cat_name></wp:category>`,
    `<wp:term><wp:term_id>${10_000 + n}</wp:term_id><wp:term_taxonomy>term_translations</wp:term_taxonomy><wp:term_slug>pll_cat_${n}</wp:term_slug><wp:term_name>${cdata(`pll_cat_${n}`)}</wp:term_name><wp:term_description>${cdata(`a:2:{s:2:"fa";i:${n * 2 + 1};s:2:"en";i:${n * 2 + 2};}`)}</wp:term_description></wp:term>`,
  ]);
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
<title>Bench</title><link>https://bench.example</link><description>Bench</description><language>fa-IR</language>
<wp:wxr_version>1.2</wp:wxr_version><wp:base_site_url>https://bench.example</wp:base_site_url><wp:base_blog_url>https://bench.example</wp:base_blog_url>
<wp:author><wp:author_id>1</wp:author_id><wp:author_login>${cdata('editor')}</wp:author_login><wp:author_email>${cdata('editor@bench.example')}</wp:author_email><wp:author_display_name>${cdata('Editor')}</wp:author_display_name><wp:author_first_name>${cdata('')}</wp:author_first_name><wp:author_last_name>${cdata('')}</wp:author_last_name></wp:author>
${terms.join('\n')}
`;
}

function item(id: number, language: 'fa' | 'en', pair: number, text: { title: string; excerpt: string; body: string }, date: Date, category: number): string {
  const slug = slugOf(text.title, id);
  return `<item><title>${cdata(text.title)}</title><link>https://bench.example/${language}/${slug}/</link><pubDate>${date.toUTCString()}</pubDate><dc:creator>${cdata('editor')}</dc:creator><guid isPermaLink="false">https://bench.example/?p=${id}</guid><description></description>
<content:encoded>${cdata(text.body)}</content:encoded><excerpt:encoded>${cdata(text.excerpt)}</excerpt:encoded>
<wp:post_id>${id}</wp:post_id><wp:post_date>${cdata(wpDate(date))}</wp:post_date><wp:post_date_gmt>${cdata(wpDate(date))}</wp:post_date_gmt><wp:comment_status>${cdata('open')}</wp:comment_status><wp:post_name>${cdata(slug)}</wp:post_name><wp:status>${cdata('publish')}</wp:status><wp:post_parent>0</wp:post_parent><wp:menu_order>0</wp:menu_order><wp:post_type>${cdata('post')}</wp:post_type><wp:post_password>${cdata('')}</wp:post_password><wp:is_sticky>0</wp:is_sticky>
<category domain="category" nicename="${language}-cat-${category}">${cdata('c')}</category><category domain="language" nicename="${language}">${cdata(language)}</category><category domain="post_translations" nicename="pll_${pair}">${cdata(`pll_${pair}`)}</category>
<wp:comment><wp:comment_id>${id}</wp:comment_id><wp:comment_author>${cdata('Reader')}</wp:comment_author><wp:comment_author_email>${cdata('r@bench.example')}</wp:comment_author_email><wp:comment_author_url></wp:comment_author_url><wp:comment_date>${cdata(wpDate(date))}</wp:comment_date><wp:comment_date_gmt>${cdata(wpDate(date))}</wp:comment_date_gmt><wp:comment_content>${cdata(escape(text.excerpt))}</wp:comment_content><wp:comment_approved>${cdata('1')}</wp:comment_approved><wp:comment_type>${cdata('comment')}</wp:comment_type><wp:comment_parent>0</wp:comment_parent><wp:comment_user_id>0</wp:comment_user_id></wp:comment>
</item>
`;
}

/**
 * Writes `posts` posts (half Persian, half their English translations, paired by Polylang, each
 * with a comment) to `file`; the bodies come from the bench's corpus (articles of ~1,500 words).
 */
export async function writeWxrCorpus(file: string, posts: number, shape: Partial<LibraryShape> = {}): Promise<{ bytes: number }> {
  const pairs = Math.ceil(posts / 2);
  const library: LibraryShape = { items: pairs, categories: 12, tags: 40, years: 8, seed: 1404, ...shape };
  const out = createWriteStream(file);
  let bytes = 0;
  const write = async (text: string) => {
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(header(termNames(library.categories, 7)));
  for (let n = 0; n < pairs; n++) {
    const generated = generateItem(n, library);
    await write(item(n * 2 + 100, 'fa', n, generated.translations.fa, generated.publishedAt, generated.categoryIndex));
    if (n * 2 + 1 < posts) await write(item(n * 2 + 101, 'en', n, generated.translations.en, generated.publishedAt, generated.categoryIndex));
  }
  await write('</channel>\n</rss>\n');
  out.end();
  await once(out, 'finish');
  return { bytes };
}
