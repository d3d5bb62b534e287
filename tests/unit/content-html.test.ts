import { describe, expect, it } from 'vitest';
import { plainText, readingTimeOf, sanitizeBody } from '@/server/services/content/html';
import { searchFieldsOf } from '@/server/services/content/search-index';

describe('sanitizeBody', () => {
  it('keeps the editor’s structure', () => {
    const html = '<h2>Title</h2><p>Text with <strong>bold</strong> and <em>em</em></p><ul><li>one</li></ul><blockquote>q</blockquote><pre><code>x = 1</code></pre>';
    expect(sanitizeBody(html)).toBe(html);
  });

  it('strips scripts, styles, iframes and event handlers', () => {
    const dirty = '<p onclick="steal()" style="color:red">Hi</p><script>alert(1)</script><iframe src="https://x"></iframe><img src="https://x/a.png" onerror="alert(1)">';
    expect(sanitizeBody(dirty)).toBe('<p>Hi</p><img src="https://x/a.png" loading="lazy" />');
  });

  it('allows only http, https and mailto links, always with rel noopener', () => {
    expect(sanitizeBody('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeBody('<a href="mailto:hi@example.com">mail</a>')).toBe('<a href="mailto:hi@example.com" rel="noopener noreferrer">mail</a>');
    expect(sanitizeBody('<a href="https://example.com" target="_top">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('turns h1 into h2 (the page title is the h1)', () => {
    expect(sanitizeBody('<h1>Heading</h1>')).toBe('<h2>Heading</h2>');
  });
});

describe('plain text, reading time and search text', () => {
  it('extracts text from HTML', () => {
    expect(plainText('<p>Tom &amp; Jerry</p><p>two</p>')).toBe('Tom & Jerry two');
  });

  it('reads 200 words a minute, at least one', () => {
    expect(readingTimeOf('<p>short</p>')).toBe(1);
    expect(readingTimeOf(`<p>${'word '.repeat(1000)}</p>`)).toBe(5);
  });

  it('normalizes Persian for search', () => {
    const fields = searchFieldsOf('كتاب‌های ۱۴۰۳', 'Excerpt', '<p>Body <b>TEXT</b></p>');
    expect(fields.searchText).toBe('کتاب های 1403 excerpt body text');
    // The title as its stems written together, however the plural was typed.
    expect(fields.searchTitle).toBe('کتاب 1403');
    // A plural is indexed under its stem; «ها» is never a word of its own.
    expect(fields.searchVector).toBe("'کتاب':1A '1403':2A 'excerpt':3B 'body':4 'text':5");
  });
});
