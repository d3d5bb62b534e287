import { describe, expect, it } from 'vitest';
import { sanitizeBody } from '@/server/services/content/html';
import { cleanWordPressContent, collectMediaUrls, type CleanOptions } from '@/server/services/wordpress/content/clean';

const OLD = 'https://old.example.com/wp-content/uploads';

/** Every upload was imported except files named `missing…`; attachments 1 and 3 exist. */
const options: CleanOptions = {
  mediaUrl: (url) => (url.includes('missing') ? null : `/media/wp/${url.split('/').pop()}`),
  attachmentUrl: (id) => ({ 1: `${OLD}/2024/01/one.jpg`, 3: `${OLD}/2024/01/three.jpg` })[id] ?? null,
};
const clean = (content: string) => cleanWordPressContent(content, options);

const YOUTUBE = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('cleanWordPressContent: classic posts', () => {
  it('makes paragraphs and line breaks as WordPress does', () => {
    expect(clean('اولین بند\n\nدومین بند\nبا یک خط جدا')).toBe('<p>اولین بند</p>\n<p>دومین بند<br />\nبا یک خط جدا</p>');
  });

  it('turns a caption shortcode into a figure with its caption', () => {
    const html = clean(
      `[caption id="attachment_5" align="aligncenter" width="300"]<img class="wp-image-5" src="${OLD}/2024/01/a-300x200.jpg" alt="پل" srcset="${OLD}/2024/01/a.jpg 1024w" width="300" height="200" /> پل طبیعت[/caption]`,
    );
    expect(html).toBe(
      '<figure><img src="/media/wp/a-300x200.jpg" alt="پل" width="300" height="200" loading="lazy" /><figcaption>پل طبیعت</figcaption></figure>',
    );
  });

  it('keeps the link around a captioned image and reads an old caption attribute', () => {
    const html = clean(
      `[caption id="attachment_6" caption="Old style"]<a href="${OLD}/b.jpg"><img src="${OLD}/b-150x150.jpg" alt="" /></a>[/caption]`,
    );
    expect(html).toBe(
      '<figure><a href="/media/wp/b.jpg" rel="noopener noreferrer"><img src="/media/wp/b-150x150.jpg" alt="" loading="lazy" /></a><figcaption>Old style</figcaption></figure>',
    );
  });

  it('places one figure per gallery image it can resolve, and nothing for a gallery without ids', () => {
    expect(clean('[gallery columns="2" ids="1, 2,3"]')).toBe(
      '<figure><img src="/media/wp/one.jpg" alt="" loading="lazy" /></figure>\n<figure><img src="/media/wp/three.jpg" alt="" loading="lazy" /></figure>',
    );
    expect(clean('Before\n\n[gallery]\n\nAfter')).toBe('<p>Before</p>\n<p>After</p>');
  });

  it('turns audio and video shortcodes into native players', () => {
    expect(clean(`[audio mp3="${OLD}/song.mp3"][/audio]`)).toBe(
      '<figure><audio controls src="/media/wp/song.mp3"></audio></figure>',
    );
    expect(clean('[audio src="https://cdn.example.com/a.ogg"]')).toBe(
      '<figure><audio controls src="https://cdn.example.com/a.ogg"></audio></figure>',
    );
    expect(clean('[video width="640" mp4="/wp-content/uploads/clip.mp4"][/video]')).toBe(
      '<figure><video controls src="/media/wp/clip.mp4"></video></figure>',
    );
    expect(clean('[audio]')).toBe('');
  });

  it('embeds YouTube and Aparat from an embed shortcode and links any other address', () => {
    expect(clean('[embed]https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=10[/embed]')).toContain(`<iframe src="${YOUTUBE}"`);
    expect(clean('[embed]https://vimeo.com/1234[/embed]')).toBe(
      '<p><a href="https://vimeo.com/1234" rel="noopener noreferrer">https://vimeo.com/1234</a></p>',
    );
  });

  it('auto-embeds a YouTube or Aparat address standing on its own line', () => {
    const html = clean('ویدیوی امروز:\n\nhttps://youtu.be/dQw4w9WgXcQ\n\nhttps://www.aparat.com/v/AbC12\n\nپایان');
    expect(html).toBe(
      '<p>ویدیوی امروز:</p>\n' +
        `<figure><iframe src="${YOUTUBE}" title="YouTube video" allowfullscreen loading="lazy" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"></iframe></figure>\n` +
        '<figure><iframe src="https://www.aparat.com/video/video/embed/videohash/AbC12/vt/frame" title="Aparat video" allowfullscreen loading="lazy" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"></iframe></figure>\n' +
        '<p>پایان</p>',
    );
  });

  it('understands every YouTube address form and leaves an address inside a sentence alone', () => {
    for (const url of [
      'https://youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    ]) {
      expect(clean(url)).toContain(`src="${YOUTUBE}"`);
    }
    expect(clean('See https://youtu.be/dQw4w9WgXcQ today')).toBe('<p>See https://youtu.be/dQw4w9WgXcQ today</p>');
  });

  it('keeps the inner text of unknown shortcodes and drops their tags', () => {
    expect(clean('[foo]text[/foo] and [bar x=1]done')).toBe('<p>text and done</p>');
    expect(clean('[outer a="1"][inner]deep[/inner][/outer]')).toBe('<p>deep</p>');
    expect(clean('Write [[gallery]] to show a gallery; [Note] stays.')).toBe(
      '<p>Write [gallery] to show a gallery; [Note] stays.</p>',
    );
  });
});

describe('cleanWordPressContent: block editor posts', () => {
  const post = [
    '<!-- wp:heading --><h2 class="wp-block-heading">عنوان</h2><!-- /wp:heading -->',
    '<!-- wp:paragraph --><p>متن <strong>پررنگ</strong></p><!-- /wp:paragraph -->',
    '<!-- wp:embed {"url":"https://www.youtube.com/watch?v=dQw4w9WgXcQ","type":"video","providerNameSlug":"youtube"} -->',
    '<figure class="wp-block-embed is-type-video"><div class="wp-block-embed__wrapper">\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\n</div><figcaption class="wp-element-caption">زیرنویس</figcaption></figure>',
    '<!-- /wp:embed -->',
    '<!-- wp:embed {"url":"https://twitter.com/x/status/1","providerNameSlug":"twitter"} --><figure class="wp-block-embed"><div class="wp-block-embed__wrapper">\nhttps://twitter.com/x/status/1\n</div></figure><!-- /wp:embed -->',
  ].join('\n\n');

  it('keeps each block’s markup without its comments and makes players of video embeds', () => {
    const html = clean(post);
    expect(html).not.toContain('wp:');
    expect(html).toContain('<h2>عنوان</h2>');
    expect(html).toContain('<p>متن <strong>پررنگ</strong></p>');
    expect(html).toContain(`<figure><iframe src="${YOUTUBE}" title="YouTube video"`);
    expect(html).toContain('</iframe><figcaption>زیرنویس</figcaption></figure>');
    expect(html).toContain(
      '<p><a href="https://twitter.com/x/status/1" rel="noopener noreferrer">https://twitter.com/x/status/1</a></p>',
    );
    // Blocks are not run through wpautop a second time.
    expect(html).not.toContain('<br');
  });

  it('renders inner blocks in place: a gallery of images, audio and video', () => {
    const html = clean(
      [
        '<!-- wp:gallery {"linkTo":"none"} --><figure class="wp-block-gallery has-nested-images">',
        `<!-- wp:image {"id":5} --><figure class="wp-block-image"><img src="${OLD}/g1.jpg" alt="یک" class="wp-image-5"/></figure><!-- /wp:image -->`,
        `<!-- wp:image {"id":6} --><figure class="wp-block-image"><img src="${OLD}/g2.jpg" alt="دو" class="wp-image-6"/></figure><!-- /wp:image -->`,
        '</figure><!-- /wp:gallery -->',
        `<!-- wp:audio {"id":7} --><figure class="wp-block-audio"><audio controls src="${OLD}/a.mp3"></audio></figure><!-- /wp:audio -->`,
        `<!-- wp:video {"id":8} --><figure class="wp-block-video"><video controls src="${OLD}/v.mp4"></video></figure><!-- /wp:video -->`,
      ].join('\n'),
    );
    expect(html).toBe(
      '<figure>\n<figure><img src="/media/wp/g1.jpg" alt="یک" loading="lazy" /></figure>\n<figure><img src="/media/wp/g2.jpg" alt="دو" loading="lazy" /></figure>\n</figure>\n' +
        '<figure><audio controls src="/media/wp/a.mp3"></audio></figure>\n' +
        '<figure><video controls src="/media/wp/v.mp4"></video></figure>',
    );
  });

  it('turns a paragraph holding only a YouTube address into a player', () => {
    expect(clean('<!-- wp:paragraph -->\n<p>https://youtu.be/dQw4w9WgXcQ</p>\n<!-- /wp:paragraph -->')).toContain(
      `<iframe src="${YOUTUBE}"`,
    );
  });

  it('processes shortcodes inside a shortcode block', () => {
    expect(clean('<!-- wp:shortcode -->\n[gallery ids="3"]\n<!-- /wp:shortcode -->')).toBe(
      '<figure><img src="/media/wp/three.jpg" alt="" loading="lazy" /></figure>',
    );
  });
});

describe('cleanWordPressContent: uploads and safety', () => {
  it('drops an image whose file was not imported, with the link and figure that only framed it', () => {
    const html = clean(
      `<p>Text</p><p><a href="${OLD}/missing.jpg"><img src="${OLD}/missing-300x200.jpg" alt="" /></a></p>` +
        `[caption id="attachment_9"]<img src="${OLD}/missing.png" alt="x" /> Lost caption[/caption]` +
        `<p>See <a href="${OLD}/missing.pdf">the file</a> and <img src="https://elsewhere.example/pic.jpg" alt="remote"></p>`,
    );
    expect(html.replace(/\n+/g, '\n')).toBe(
      '<p>Text</p>\n' +
        `<p>See <a href="${OLD}/missing.pdf" rel="noopener noreferrer">the file</a> and <img src="https://elsewhere.example/pic.jpg" alt="remote" loading="lazy" /></p>`,
    );
  });

  it('strips scripts, event handlers, styles and unsafe links', () => {
    const html = clean(
      '<p style="color:red" onclick="steal()">Hi</p><script>alert(1)</script><img src="https://x.example/a.png" onerror="alert(1)">' +
        '<a href="javascript:alert(1)">x</a><iframe src="https://evil.example/embed"></iframe>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|style|javascript|evil/);
    expect(html).toContain('<p>Hi</p>');
    expect(html).toContain('<img src="https://x.example/a.png" loading="lazy" />');
  });

  it('never throws on broken markup', () => {
    for (const content of [
      '<!-- wp:paragraph {bad json} --><p>x',
      '[caption]',
      '[gallery ids="a,b"]',
      '<!-- /wp:group -->',
      '<p><figure>',
      '[[',
      'https://youtu.be/',
    ]) {
      expect(() => clean(content)).not.toThrow();
    }
  });
});

describe('collectMediaUrls', () => {
  it('lists every upload a post uses once, absolute or relative, including shortcode sources, and which it shows as a picture', () => {
    const content =
      `<img src="${OLD}/a.jpg" srcset="${OLD}/a-2x.jpg 2x"><a href="${OLD}/a.jpg">big</a><a href="https://elsewhere.example/x.jpg">x</a>` +
      '<img src="/wp-content/uploads/2024/01/rel.png">[audio mp3="/wp-content/uploads/s.mp3"][video src="https://old.example.com/wp-content/uploads/v.mp4?x=1&#038;y=2"]' +
      `<!-- wp:audio --><figure><audio controls src="${OLD}/b.mp3"></audio></figure><!-- /wp:audio -->`;
    expect(collectMediaUrls(content)).toEqual([
      { url: `${OLD}/a.jpg`, shown: true },
      { url: '/wp-content/uploads/2024/01/rel.png', shown: true },
      { url: `${OLD}/b.mp3`, shown: false },
      { url: '/wp-content/uploads/s.mp3', shown: false },
      { url: 'https://old.example.com/wp-content/uploads/v.mp4?x=1&y=2', shown: false },
    ]);
  });

  it('adds gallery images when given the attachment lookup', () => {
    expect(collectMediaUrls('[gallery ids="1,2,3"]')).toEqual([]);
    expect(collectMediaUrls('[gallery ids="1,2,3"]', options)).toEqual([
      { url: `${OLD}/2024/01/one.jpg`, shown: true },
      { url: `${OLD}/2024/01/three.jpg`, shown: true },
    ]);
  });

  it('asks mediaUrl for exactly the addresses it lists', () => {
    const content = `<img src="${OLD}/x.jpg?ver=1&amp;a=2">[audio mp3="${OLD}/s.mp3?a=1&#038;b=2"]`;
    const asked: string[] = [];
    cleanWordPressContent(content, { mediaUrl: (url) => (asked.push(url), null), attachmentUrl: () => null });
    expect(asked.sort()).toEqual(
      collectMediaUrls(content)
        .map(({ url }) => url)
        .sort(),
    );
  });
});

describe('sanitizeBody: players', () => {
  it('keeps iframes only from the allowed embed hosts over https', () => {
    expect(
      sanitizeBody(`<iframe src="${YOUTUBE}" title="t" allowfullscreen loading="lazy" onload="x()" style="a"></iframe>`),
    ).toBe(`<iframe src="${YOUTUBE}" title="t" allowfullscreen loading="lazy"></iframe>`);
    expect(sanitizeBody('<iframe src="https://www.aparat.com/video/video/embed/videohash/a/vt/frame"></iframe>')).toContain(
      '<iframe src="https://www.aparat.com/',
    );
    expect(sanitizeBody('<iframe src="http://www.youtube.com/embed/x"></iframe>')).toBe('');
    expect(sanitizeBody('<iframe src="https://evil.example/x"></iframe><iframe src="/relative"></iframe><iframe></iframe>')).toBe(
      '',
    );
  });

  it('keeps audio and video playing an upload or an https address', () => {
    expect(sanitizeBody('<audio controls src="/media/a.mp3" preload="none" onplay="x()"></audio>')).toBe(
      '<audio controls src="/media/a.mp3" preload="none"></audio>',
    );
    expect(sanitizeBody('<video controls src="https://cdn.example.com/v.mp4"></video>')).toBe(
      '<video controls src="https://cdn.example.com/v.mp4"></video>',
    );
    expect(
      sanitizeBody(
        '<audio src="http://cdn.example.com/a.mp3"></audio><video src="javascript:alert(1)"></video><video src="/api/x"></video>',
      ),
    ).toBe('');
  });
});

describe('galleries, footnotes, buttons and files', () => {
  const attachments: Record<number, { url: string; alt: string; caption: string }> = {
    7: { url: `${OLD}/2024/01/seven.jpg`, alt: 'Seven', caption: 'The <em>seventh</em>' },
    9: { url: `${OLD}/2024/01/nine.jpg`, alt: '', caption: '' },
  };
  const withAttachments: CleanOptions = {
    mediaUrl: (url) => url.replace(OLD, '/media/images'),
    attachmentUrl: (id) => attachments[id]?.url ?? null,
    attachmentText: (id) => ({ alt: attachments[id]?.alt ?? '', caption: attachments[id]?.caption ?? '' }),
    attachedImageIds: [9, 7],
  };

  it("shows a gallery without ids as the post's attached images in their order, with their descriptions and captions", () => {
    const losses: string[] = [];
    const html = cleanWordPressContent('[gallery columns="2"]', {
      ...withAttachments,
      onLoss: (loss) => losses.push(loss.message),
    });
    expect(html.replace(/\n/g, '')).toBe(
      '<figure><img src="/media/images/2024/01/nine.jpg" alt="" loading="lazy" /></figure>' +
        '<figure><img src="/media/images/2024/01/seven.jpg" alt="Seven" loading="lazy" /><figcaption>The <em>seventh</em></figcaption></figure>',
    );
    expect(losses).toEqual([]);
    expect(collectMediaUrls('[gallery]', withAttachments).map(({ url }) => url)).toEqual([
      `${OLD}/2024/01/nine.jpg`,
      `${OLD}/2024/01/seven.jpg`,
    ]);
  });

  it("lists the footnotes block from the post's notes, each with a named link back to its reference, and points the references at them", () => {
    const id = 'aa484441-9ea2-470c-a0a3-218ede0c6b05';
    const content =
      `<!-- wp:paragraph --><p>A paragraph<sup data-fn="${id}" class="fn"><a href="#${id}" id="${id}-link">1</a></sup></p><!-- /wp:paragraph -->` +
      '<!-- wp:footnotes /-->';
    const losses: string[] = [];
    const html = cleanWordPressContent(content, {
      ...options,
      footnotes: [{ id, content: 'A <strong>note</strong>' }],
      footnoteBackLabel: (number) => `Back to reference ${number}`,
      onLoss: (loss) => losses.push(loss.message),
    });
    expect(html).toContain(`<sup><a href="#fn-${id}" id="fn-${id}-link" rel="noopener noreferrer">1</a></sup>`);
    expect(html).toContain(
      `<ol><li id="fn-${id}">A <strong>note</strong> <a href="#fn-${id}-link" aria-label="Back to reference 1" rel="noopener noreferrer">↩︎</a></li></ol>`,
    );
    expect(losses).toEqual([]);
    // Without the notes, the block has nothing to list and is a report line, as before.
    const without: string[] = [];
    cleanWordPressContent(content, { ...options, onLoss: (loss) => without.push(loss.message) });
    expect(without).toEqual(['blockDropped']);
  });

  it('keeps an id only where a footnote needs one', () => {
    expect(
      cleanWordPressContent(
        '<p><a href="#x" id="location">x</a></p><ol><li id="fn-1">a</li><li id="top">b</li></ol>',
        options,
      ).replace(/\n/g, ''),
    ).toBe('<p><a href="#x" rel="noopener noreferrer">x</a></p><ol><li id="fn-1">a</li><li>b</li></ol>');
  });

  it('stands each button and each file link in a paragraph of its own, as the editor writes a link', () => {
    const buttons =
      '<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link" href="https://example.com/a">Go</a></div><!-- /wp:button -->' +
      '<!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link">No link</a></div><!-- /wp:button --></div><!-- /wp:buttons -->';
    expect(cleanWordPressContent(buttons, options).replace(/\n/g, '')).toBe(
      '<p><a href="https://example.com/a" rel="noopener noreferrer">Go</a></p><p><a rel="noopener noreferrer">No link</a></p>',
    );
    const file = `<!-- wp:file --><div class="wp-block-file"><a href="${OLD}/f.pdf">Report</a><a href="${OLD}/f.pdf" class="wp-block-file__button" download>Download</a></div><!-- /wp:file -->`;
    expect(cleanWordPressContent(file, options)).toMatch(/^<p><a [^>]*>Report<\/a> <a [^>]*>Download<\/a><\/p>$/);
  });
});

describe('alignment', () => {
  it("turns WordPress's left, centre and right into the editor's start, centre and end, by the language's direction", () => {
    const content =
      '<!-- wp:paragraph {"align":"center"} --><p class="has-text-align-center">Centred</p><!-- /wp:paragraph -->' +
      '<!-- wp:heading {"textAlign":"right"} --><h2 class="wp-block-heading has-text-align-right">Right</h2><!-- /wp:heading -->' +
      '<!-- wp:paragraph --><p style="text-align: left; color: red">Left</p><!-- /wp:paragraph -->';
    const ltr = cleanWordPressContent(content, { ...options, direction: 'ltr' });
    expect(ltr).toContain('<p style="text-align:center">Centred</p>');
    expect(ltr).toContain('<h2 style="text-align:end">Right</h2>');
    expect(ltr).toContain('<p style="text-align:start">Left</p>');
    const rtl = cleanWordPressContent(content, { ...options, direction: 'rtl' });
    expect(rtl).toContain('<h2 style="text-align:start">Right</h2>');
    expect(rtl).toContain('<p style="text-align:end">Left</p>');
    expect(cleanWordPressContent('<p class="aligncenter">Classic</p>', options)).toBe('<p style="text-align:center">Classic</p>');
  });

  it('keeps no other style, and no alignment the editor does not make', () => {
    expect(
      cleanWordPressContent(
        '<p style="text-align: start; position: fixed">a</p><div style="text-align:center">b</div>',
        options,
      ).replace(/\n/g, ''),
    ).toBe('<p>a</p>b');
  });

  it("keeps the editor's own alignment on paragraphs and headings, and nothing else of a style", () => {
    expect(
      sanitizeBody(
        '<p style="text-align: center; color: red">x</p><h2 style="text-align: end">y</h2><p style="text-align: left">z</p><li style="text-align: center">w</li>',
      ),
    ).toBe('<p style="text-align:center">x</p><h2 style="text-align:end">y</h2><p>z</p><li>w</li>');
  });
});
