import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe as every spec runs it: the whole rule set, violations only (collecting every passing node
 * costs as much again), in the page itself. The builder's default runs each frame's part, then
 * opens a blank page to merge them and injects axe there a second time: on a two-core machine
 * that doubled every check. No frame of this site holds its own content for axe to enter (a
 * video's embed is another site's page, a newsletter's preview a sandbox checked by the newsletter
 * tests); the frame elements themselves (their titles) are checked in the page.
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'], iframes: false });
}
