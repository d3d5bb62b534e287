import type { Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * axe as every spec runs it: the whole rule set on the page's own document, violations only
 * (collecting every passing node costs as much again), in one `axe.run` inside the page. The
 * Playwright builder's default mode opened a blank page per check to merge results in, which
 * was half of each check's time; its legacy mode skipped that but injected with a one-second
 * race, so on a busy machine axe ran while its script was still being evaluated a second time
 * and the page never painted again. Here the script is evaluated once per document and awaited
 * whole. Frames are not entered: the product's are a video host's player and the newsletter
 * preview's sandbox, where no script runs (the e-mail's markup has tests of its own); the frame
 * elements themselves are checked (a title each).
 */
class AxeCheck {
  private readonly included: string[] = [];
  private readonly excluded: string[] = [];

  constructor(private readonly page: Page) {}

  include(selector: string): this {
    this.included.push(selector);
    return this;
  }

  exclude(selector: string): this {
    this.excluded.push(selector);
    return this;
  }

  async analyze(): Promise<{ violations: axe.Result[] }> {
    if (!(await this.page.evaluate(() => 'axe' in window))) await this.page.evaluate(axe.source);
    const context = this.included.length > 0 ? { include: this.included, exclude: this.excluded } : { exclude: this.excluded };
    const violations = await this.page.evaluate(
      ({ context, options }) => (window as unknown as { axe: typeof axe }).axe.run(context, options).then((results) => results.violations),
      { context, options: { resultTypes: ['violations'], iframes: false } satisfies axe.RunOptions },
    );
    return { violations };
  }
}

export function axeOf(page: Page): AxeCheck {
  return new AxeCheck(page);
}
