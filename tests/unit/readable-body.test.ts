import { describe, expect, it } from 'vitest';
import { readableBody } from '@/server/services/content/readable-body';

const read = (html: string) =>
  readableBody(html, { openImage: (name) => `Open the image ${name}`, missingImage: (name) => `Image not available: ${name}` });

describe('a body as assistive technology reads it', () => {
  it('brings headings that skip levels to one below the one before, the first to h2', () => {
    expect(read('<h4>A</h4><p>x</p><h6>B</h6><h2>C</h2><h5>D</h5>')).toBe('<h2>A</h2><p>x</p><h3>B</h3><h2>C</h2><h3>D</h3>');
    expect(read('<h2>A</h2><h3>B</h3><h3>C</h3>')).toBe('<h2>A</h2><h3>B</h3><h3>C</h3>');
  });

  it('makes an empty header cell an ordinary one, and a code block reachable with the keyboard', () => {
    expect(read('<table><tr><th></th><th>Name</th></tr></table>')).toBe('<table><tr><td></td><th>Name</th></tr></table>');
    expect(read('<pre>const x = 1;</pre>')).toBe('<pre tabindex="0">const x = 1;</pre>');
  });

  it('names a link that holds only an undescribed image by its caption, else by the file name', () => {
    expect(
      read('<figure><a href="https://x.example/a"><img src="https://x.example/2014/01/spectacles.gif" alt=""></a></figure>'),
    ).toBe(
      '<figure><a href="https://x.example/a" aria-label="Open the image spectacles"><img src="https://x.example/2014/01/spectacles.gif" alt=""></a></figure>',
    );
    expect(
      read(
        '<figure><a href="/a"><img src="/m.jpg" alt="Golden Gate Bridge"></a><figcaption>Golden Gate Bridge</figcaption></figure>',
      ),
    ).toBe(
      '<figure><a href="/a" aria-label="Golden Gate Bridge"><img src="/m.jpg" alt=""></a><figcaption>Golden Gate Bridge</figcaption></figure>',
    );
    // A described image names its link; a caption that says more keeps the description.
    expect(read('<a href="/a"><img src="/m.jpg" alt="Canola"></a>')).toBe('<a href="/a"><img src="/m.jpg" alt="Canola"></a>');
    expect(read('<figure><img src="/m.jpg" alt="Bell"><figcaption>Bell on a wharf</figcaption></figure>')).toBe(
      '<figure><img src="/m.jpg" alt="Bell"><figcaption>Bell on a wharf</figcaption></figure>',
    );
  });

  it('keeps Persian text and entities as they were', () => {
    expect(read('<p dir="rtl">کیف پول &amp; «رمزارز» &lt;b&gt;</p>')).toBe('<p dir="rtl">کیف پول &amp; «رمزارز» &lt;b&gt;</p>');
  });

  it("stands a missing picture's placeholder in a labelled box, named by its description or else its old file name", () => {
    const placeholder = '/media/missing/0b7f/spectacles-300x200.png';
    expect(read(`<p><img src="${placeholder}" alt="Glasses on a desk" width="300" height="200"></p>`)).toBe(
      `<p><span class="missing-media"><img src="${placeholder}" alt="" width="300" height="200"><span class="missing-media-label">Image not available: Glasses on a desk</span></span></p>`,
    );
    expect(read(`<img src="${placeholder}" alt="">`)).toContain('Image not available: spectacles 300x200</span>');
    expect(read('<img src="/media/images/2024/01/a.webp" alt="">')).toBe('<img src="/media/images/2024/01/a.webp" alt="">');
    // A link around one is named by what it says, and a caption names it when it has no description.
    const linked = read(`<figure><a href="https://old.example.com/a.jpg"><img src="${placeholder}" alt=""></a><figcaption>Harbour at dawn</figcaption></figure>`);
    expect(linked).toContain('<span class="missing-media-label">Image not available: Harbour at dawn</span>');
    expect(linked).not.toContain('aria-label');
  });
});
