import { expect, test } from '@playwright/test';
import { adminHeaders, signInViaApi } from './support/auth';

/**
 * Imported (WordPress) markup in the manager's editor: a body with a captioned figure, an audio
 * and a video player and a YouTube embed, as the server's sanitizer stores them, keeps all four
 * through load → edit → save; hostile markup pasted beside them never reaches the stored body;
 * and the published page gives the players their full width and the embed a 16:9 box.
 */

const YOUTUBE = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

const imported = [
  '<p>Imported intro.</p>',
  '<figure><img src="/media/images/editor-markup-bridge.png" alt="A bridge" width="300" height="200" /><figcaption>The <strong>old</strong> bridge</figcaption></figure>',
  '<figure><audio controls src="/media/audio/editor-markup-talk.mp3"></audio></figure>',
  '<figure><video controls src="https://cdn.example.com/editor-markup.mp4"></video></figure>',
  `<figure><iframe src="${YOUTUBE}" title="YouTube video" allowfullscreen loading="lazy"></iframe></figure>`,
  '<p>Outro.</p>',
].join('\n');

/** Pasted into the editor: nothing here may run, and nothing dangerous may be stored. */
const hostile = [
  '<p>Pasted <img src="/media/images/editor-markup-none.png" onerror="window.__pwned = \'img\'"></p>',
  "<script>window.__pwned = 'script'</script>",
  '<iframe src="https://evil.example.com/embed/1" title="Evil"></iframe>',
  '<iframe src="javascript:window.__pwned = \'iframe\'"></iframe>',
  '<audio controls src="javascript:window.__pwned = \'audio\'"></audio>',
  '<video controls src="http://insecure.example.com/v.mp4"></video>',
  '<figure><img src="/media/images/editor-markup-none-2.png" onerror="window.__pwned = \'figure\'"><figcaption onclick="window.__pwned = \'caption\'">Pasted caption</figcaption></figure>',
].join('');

test('imported figures, players and embeds survive an edit in the manager, and pasted scripts never do', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await adminHeaders(request);
  const title = `Imported markup ${Date.now().toString(36)}`;
  const created = await request.post('/api/manager/articles', {
    headers,
    data: {
      status: 'published',
      published_at: new Date(Date.now() - 1000).toISOString(),
      attributes: {},
      translations: { en: { title, body: imported } },
    },
  });
  expect(created.status()).toBe(201);
  const { id, translations } = ((await created.json()) as { data: { id: string; translations: { en: string } } }).data;
  const storedBody = async () => {
    const response = await request.get(`/api/manager/articles/${id}`, { headers });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: { translations: { en: { body: string } } } }).data.translations.en.body;
  };

  try {
    // The sanitizer keeps all four on create: this is the body an import leaves.
    const before = await storedBody();
    for (const part of ['<figcaption>', '<audio', '<video', `<iframe src="${YOUTUBE}"`]) expect(before).toContain(part);

    // The machine is offline: nothing third-party is fetched (the editor never frames the embed).
    await page.route('https://cdn.example.com/**', (route) => route.abort());
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>stand-in player</p>' }),
    );
    await signInViaApi(page, 'admin');
    await page.goto(`/en/manager/panel/articles/${id}/edit`);
    const editor = page.getByRole('region', { name: 'English' }).getByRole('textbox', { name: 'Body (English)' });

    // Each one is a preview in the editor: the image with its caption, playable players, and the
    // embed as a labelled placeholder with its address (left-to-right), not a frame.
    await expect(editor.locator('figure img[src="/media/images/editor-markup-bridge.png"]')).toHaveAttribute('alt', 'A bridge');
    await expect(editor.locator('figcaption')).toHaveText('The old bridge');
    await expect(editor.locator('audio[src="/media/audio/editor-markup-talk.mp3"]')).toHaveAttribute('controls', '');
    await expect(editor.locator('video[src="https://cdn.example.com/editor-markup.mp4"]')).toHaveAttribute('controls', '');
    const embed = editor.locator('[data-type="embed"]');
    await expect(embed).toContainText('Embedded player');
    await expect(embed.locator('bdi[dir="ltr"]')).toHaveText(YOUTUBE);
    await expect(editor.locator('iframe')).toHaveCount(0);

    // Edit around them: a word in a paragraph, a word in the caption, Enter out of the caption.
    await editor.locator('p', { hasText: 'Imported intro.' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Edited.');
    await editor.locator('figcaption').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' (1890)');
    await page.keyboard.press('Enter');
    await page.keyboard.type('After the figure.');
    await expect(editor.locator('figure + p')).toHaveText('After the figure.');

    // A paste of hostile markup at the end.
    await editor.locator('p', { hasText: 'Outro.' }).click();
    await page.keyboard.press('End');
    await editor.evaluate((element, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'Pasted');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, hostile);
    await expect(editor.locator('figcaption', { hasText: 'Pasted caption' })).toHaveCount(1);
    await expect(editor.locator('iframe, script, [onerror], [onclick]')).toHaveCount(0);
    await expect(editor.locator('[data-type="embed"], audio, video')).toHaveCount(3);

    const saved = page.waitForResponse(
      (response) => response.url().endsWith(`/api/manager/articles/${id}`) && response.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect((await saved).status()).toBe(200);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();

    const after = await storedBody();
    expect(after).toContain('<p>Imported intro. Edited.</p>');
    expect(after).toContain(
      '<figure><img src="/media/images/editor-markup-bridge.png" alt="A bridge" width="300" height="200" loading="lazy" /><figcaption>The <strong>old</strong> bridge (1890)</figcaption></figure>',
    );
    expect(after).toContain('<p>After the figure.</p>');
    expect(after).toMatch(/<audio src="\/media\/audio\/editor-markup-talk\.mp3" controls(="")?><\/audio>/);
    expect(after).toMatch(/<video src="https:\/\/cdn\.example\.com\/editor-markup\.mp4" controls(="")?><\/video>/);
    expect(after).toMatch(
      new RegExp(
        `<iframe src="${YOUTUBE.replace(/[.]/g, '\\.')}" title="YouTube video" allowfullscreen(="")? loading="lazy"></iframe>`,
      ),
    );
    expect(after).toContain('<p>Outro.Pasted');
    expect(after).toContain('<figcaption>Pasted caption</figcaption>');
    for (const refused of [
      '<script',
      'onerror',
      'onclick',
      'evil.example.com',
      'javascript:',
      'insecure.example.com',
      '__pwned',
    ]) {
      expect(after, refused).not.toContain(refused);
    }
    expect(after.match(/<iframe/g)).toHaveLength(1);
    expect(after.match(/<audio/g)).toHaveLength(1);
    expect(after.match(/<video/g)).toHaveLength(1);

    // Saved again without a change in between, the body is the same: the round trip is stable.
    await page.reload();
    await expect(editor.locator('figcaption').first()).toHaveText('The old bridge (1890)');
    await editor.locator('p', { hasText: 'After the figure.' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type('!');
    const savedAgain = page.waitForResponse(
      (response) => response.url().endsWith(`/api/manager/articles/${id}`) && response.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect((await savedAgain).status()).toBe(200);
    expect(await storedBody()).toBe(after.replace('<p>After the figure.</p>', '<p>After the figure.!</p>'));

    // On the published page the players take the full width and the embed is a 16:9 box.
    await page.goto(`/en/articles/${encodeURIComponent(translations.en)}`);
    const body = page.locator('.prose-body').filter({ has: page.locator('iframe') });
    await expect(body.locator('figcaption').first()).toHaveText('The old bridge (1890)');
    const bodyWidth = (await body.boundingBox())!.width;
    const frame = (await body.locator('iframe').boundingBox())!;
    expect(Math.abs(frame.width - bodyWidth)).toBeLessThan(2);
    expect(frame.width / frame.height).toBeCloseTo(16 / 9, 1);
    for (const player of ['audio', 'video']) {
      expect(Math.abs((await body.locator(player).boundingBox())!.width - bodyWidth), player).toBeLessThan(2);
    }
  } finally {
    await request.delete(`/api/manager/articles/${id}`, { headers });
  }
});
