import { describe, expect, it } from 'vitest';
import { defaults, parseArgs } from '../../scripts/bench/args';
import { bodyWords, commonWords, generateItem, generateText, seededRandom, typeMix, zipfSampler } from '../../scripts/bench/corpus';
import { scriptSources } from '../../scripts/bench/http';
import { backendDatabase, ticksBetween } from '../../scripts/bench/proc';
import { cpuMsPerRequest, hydratedTree, parseProcStat, percentile, ratio, treeRssPages, treeTicks } from '../../scripts/bench/stats';
import { wordpressLines, type Measurement } from '../../scripts/bench/report';
import { deepPageOf, listPagePath } from '../../scripts/bench/urls';
import { typicalPersianPost } from '../../scripts/bench/wordpress';
import { normalizePersian } from '@/shared/text/normalize';

const ZWNJ = '\u200c';

describe('bench arguments', () => {
  it('uses the documented defaults when given nothing', () => {
    expect(parseArgs([])).toEqual(defaults);
    expect(defaults.items).toBe(2000);
  });

  it('reads each flag in both spellings', () => {
    expect(parseArgs(['--items', '200', '--duration=3', '--connections', '5', '--port', '3281', '--database', 'bench_200k', '--only', 'home-fa, search-fa', '--newsletter-subscribers=100000'])).toEqual({
      ...defaults,
      newsletterSubscribers: 100_000,
      items: 200,
      duration: 3,
      connections: 5,
      port: 3281,
      database: 'bench_200k',
      only: ['home-fa', 'search-fa'],
    });
  });

  it('takes --wordpress as a switch, anywhere on the line', () => {
    expect(parseArgs(['--wordpress', '--items', '200'])).toEqual({ ...defaults, items: 200, wordpress: true });
  });

  it('refuses values that would make a meaningless run', () => {
    expect(() => parseArgs(['--items', '0'])).toThrow(/between 1/);
    expect(() => parseArgs(['--duration', 'ten'])).toThrow(/whole number/);
    expect(() => parseArgs(['--connections'])).toThrow(/whole number/);
    expect(() => parseArgs(['--database', 'Robert"; drop'])).toThrow(/PostgreSQL name/);
    expect(() => parseArgs(['--itmes', '5'])).toThrow(/unknown option --itmes/);
    expect(() => parseArgs(['200'])).toThrow(/unexpected argument/);
    expect(() => parseArgs(['--wordpress=yes'])).toThrow(/takes no value/);
  });
});

describe('bench arithmetic', () => {
  it("tells a PostgreSQL backend's database from its process title", () => {
    expect(backendDatabase('postgres: 15/main: postgres wpb200 127.0.0.1(43920) idle')).toBe('wpb200');
    expect(backendDatabase('postgres: app bench_200k [local] SELECT')).toBe('bench_200k');
    expect(backendDatabase('postgres: 15/main: checkpointer ')).toBeUndefined();
    expect(backendDatabase('/usr/lib/postgresql/15/bin/postgres\0-D\0/var/lib/postgresql/15/main')).toBeUndefined();
  });

  it("counts a database's backends by process: one closed by the pool drops out, a new one counts whole", () => {
    const before = { server: 100, database: new Map([[1, 50], [2, 70]]) };
    const after = { server: 130, database: new Map([[1, 60], [3, 5]]) };
    expect(ticksBetween(before, after)).toEqual({ total: 45, database: 15 });
    expect(ticksBetween({ server: 1 }, { server: 4 })).toEqual({ total: 3, database: undefined });
  });

  it('takes nearest-rank percentiles of unsorted samples', () => {
    const samples = [9, 1, 8, 2, 7, 3, 6, 4, 5, 10];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 99)).toBe(10);
    expect(percentile(samples, 0)).toBe(1);
    expect(percentile([42], 99)).toBe(42);
    expect(percentile([], 50)).toBeNaN();
  });

  it('reads user, system and waited-for children time and resident pages from a /proc stat line, even with spaces in the name', () => {
    const line = '4242 (next-server (v16)) S 4100 4242 4100 0 -1 4194560 9000 0 0 0 1500 300 20 7 20 0 11 0 100 1000000 20000';
    expect(parseProcStat(line)).toEqual({ pid: 4242, ppid: 4100, ticks: 1500 + 300 + 20 + 7, rssPages: 20000 });
  });

  it('adds the CPU and memory of a server and all its descendants, not its siblings', () => {
    const stats = [
      { pid: 1, ppid: 0, ticks: 1000, rssPages: 1 },
      { pid: 10, ppid: 1, ticks: 50, rssPages: 100 },
      { pid: 11, ppid: 10, ticks: 5, rssPages: 20 },
      { pid: 12, ppid: 10, ticks: 7, rssPages: 3 },
      { pid: 20, ppid: 1, ticks: 900, rssPages: 1000 },
    ];
    expect(treeTicks(stats, 10)).toBe(62);
    expect(treeRssPages(stats, 10)).toBe(123);
    expect(() => treeTicks(stats, 99)).toThrow(/gone/);
  });

  it('turns ticks into CPU milliseconds per request', () => {
    // 250 ticks at 100 Hz is 2.5 s of CPU over 1,000 requests: 2.5 ms each.
    expect(cpuMsPerRequest(1000, 1250, 100, 1000)).toBeCloseTo(2.5);
    expect(cpuMsPerRequest(0, 10, 100, 0)).toBeNaN();
    expect(ratio(50, 200)).toBe(0.25);
    expect(ratio(50, 0)).toBeNaN();
  });

  it('finds the scripts a page references, once each, nonce-marked or not', () => {
    const html = '<script src="/_next/static/a.js" async></script><script>inline()</script><script nonce="k/9+Aa==" src="/_next/static/b.js?x=1&amp;y=2"></script><script src="/_next/static/a.js"></script>';
    expect(scriptSources(html)).toEqual(['/_next/static/a.js', '/_next/static/b.js?x=1&y=2']);
  });

  it('reads what a page hands React to hydrate: its flight data, client elements and their props without children', () => {
    const flight = [
      '1:I["chunk.js",["c"],"LikeButton"]',
      '2:["$","main",null,{"children":[["$","p",null,{"children":"text"}],["$","$L1",null,{"count":3,"children":["$","span",null,{"children":"x"}]}]]}]',
      '3:T5,hello',
      '',
    ].join('\n');
    const html = `<p>text</p><script>self.__next_f.push([1,${JSON.stringify(flight.slice(0, 40))}])</script><script>self.__next_f.push([1,${JSON.stringify(flight.slice(40))}])</script>`;
    expect(hydratedTree(html)).toEqual({ payloadBytes: Buffer.byteLength(flight), clientElements: 1, clientPropsBytes: '{"count":3}'.length });
  });

  it('loads page 1000 of a big library and the last page of a small one', () => {
    expect(deepPageOf(140_000, 15)).toBe(1000);
    expect(deepPageOf(1394, 15)).toBe(93);
    expect(deepPageOf(0, 15)).toBe(1);
    expect(listPagePath('fa', 'articles', 1)).toBe('/fa/articles');
    expect(listPagePath('fa', 'articles', 2)).toBe('/fa/articles/page/2');
  });
});

// Generating and counting a few hundred 1,500-word bodies is CPU work that a shared machine slows down.
describe('bench beside WordPress', () => {
  const row = (name: string, rps: number, cpuMsPerRequest: number) =>
    ({ name, path: '/', warmupMs: 1, probeMs: 1, load: { requests: rps * 10, seconds: 10, rps, p50: 1, p99: 1, non2xx: 0, errors: 0, timeouts: 0 }, cpuMsPerRequest, weight: { status: 200, rawBytes: 1, compressedBytes: 1, encoding: 'br', jsFiles: 0, jsCompressedBytes: 0 } }) as Measurement;

  it('gives each of our URLs as a multiple of its WordPress counterpart, and leaves out pairs with a side missing', () => {
    const lines = wordpressLines([row('search-en', 100, 20), row('home-fa', 300, 3)], { children: 8, posts: 4000, urls: [row('wp-search-en', 10, 200), row('wp-post', 20, 70)] });
    const ratios = lines.at(-1)!;
    expect(ratios).toContain("`search-en` **10.0×** `wp-search-en`'s req/s at 10 % of its CPU per request (20.00 ms to 200.00 ms)");
    expect(ratios).not.toContain('home-fa');
    expect(lines[0]).toContain('4,000 posts');
  });

  it("picks a Persian post of median length as detail-fa's counterpart", () => {
    const posts = [
      { id: 1, title: 'Network basics', bodyChars: 9000 },
      { id: 2, title: 'شبکه کوتاه', bodyChars: 300 },
      { id: 3, title: 'شبکه بلند', bodyChars: 9000 },
      { id: 4, title: 'شبکه میانه', bodyChars: 8000 },
    ];
    expect(typicalPersianPost(posts)?.id).toBe(4);
    expect(typicalPersianPost(posts.slice(0, 1))).toBeUndefined();
  });
});

describe('bench content', { timeout: 60_000 }, () => {
  const shape = { items: 150, categories: 12, tags: 40, years: 8, now: new Date('2026-11-01T00:00:00Z') };
  const items = Array.from({ length: shape.items }, (_, index) => generateItem(index, shape));
  const plainText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
  const wordsOf = (html: string) => plainText(html).split(' ').filter(Boolean).length;

  it('is the same library on every run', () => {
    expect(generateItem(7, shape)).toEqual(generateItem(7, shape));
    expect(generateItem(7, shape)).not.toEqual(generateItem(8, shape));
  });

  it('writes every item in Persian and English, articles around 1,500 words', () => {
    for (const item of items) {
      expect(/[\u0600-\u06FF]/.test(item.translations.fa.body)).toBe(true);
      expect(/[\u0600-\u06FF]/.test(item.translations.en.body)).toBe(false);
      const [low, high] = bodyWords[item.type];
      for (const language of ['fa', 'en'] as const) {
        expect(wordsOf(item.translations[language].body)).toBeGreaterThanOrEqual(low);
        expect(wordsOf(item.translations[language].body)).toBeLessThanOrEqual(high + 30);
      }
    }
    const article = items.find((item) => item.type === 'articles')!;
    expect(wordsOf(article.translations.en.body)).toBeGreaterThan(1300);
  });

  it('holds every type of its mix, mostly articles, with categories, tags and dates over the years', () => {
    const counts = new Map<string, number>();
    for (const item of items) counts.set(item.type, (counts.get(item.type) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(typeMix.map(([type]) => type).sort());
    expect(counts.get('articles')!).toBeGreaterThan(shape.items / 2);
    expect(new Set(items.map((item) => item.categoryIndex)).size).toBe(shape.categories);
    expect(items.every((item) => item.tagIndexes.length >= 1)).toBe(true);
    const years = new Set(items.map((item) => item.publishedAt.getUTCFullYear()));
    expect(years.size).toBeGreaterThanOrEqual(8);
    expect(items[0]!.publishedAt.getTime()).toBeGreaterThan(items[shape.items - 1]!.publishedAt.getTime());
  });

  it('has a common word in every long body of both languages', () => {
    const wordSet = (html: string) => new Set(plainText(html).toLowerCase().split(/[\s.]+/));
    for (const item of items.filter((candidate) => candidate.type !== 'posts')) {
      expect(wordSet(item.translations.fa.body).has(normalizePersian(commonWords.fa))).toBe(true);
      expect(wordSet(item.translations.en.body).has(commonWords.en)).toBe(true);
    }
  });

  it('writes Persian with ZWNJ compounds, as real Persian text has', () => {
    const persian = items.map((item) => item.translations.fa.body).join(' ');
    expect(persian).toContain(`می${ZWNJ}خواهم`);
    expect(persian).toContain(`بیت${ZWNJ}کوین`);
    expect(persian).toContain(`هیچ${ZWNJ}کس`);
  });

  it('draws words with Zipf-like frequencies: rank 1 about twice rank 2 and ten times rank 10', () => {
    const draw = zipfSampler(200);
    const random = seededRandom(1);
    const counts = new Array<number>(200).fill(0);
    for (let i = 0; i < 200_000; i++) counts[draw(random)]!++;
    expect(counts[0]! / counts[1]!).toBeGreaterThan(1.8);
    expect(counts[0]! / counts[1]!).toBeLessThan(2.2);
    expect(counts[0]! / counts[9]!).toBeGreaterThan(8.5);
    expect(counts[0]! / counts[9]!).toBeLessThan(11.5);
  });

  it('makes a heading every few paragraphs and an excerpt of one sentence', () => {
    const text = generateText(seededRandom(3), 'en', 1500);
    expect(text.body.match(/<h2>/g)!.length).toBeGreaterThanOrEqual(3);
    expect(text.excerpt.endsWith('.')).toBe(true);
    expect(text.words).toBe(1500);
  });
});
