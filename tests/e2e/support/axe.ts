import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe as every spec runs it: the whole rule set, violations only (collecting every passing node
 * costs as much again). The builder's legacy mode, which skips the blank page its default merges
 * results in, halved each check but raced its own injection on a busy machine (axe ran while its
 * script was still being evaluated a second time), after which the page never painted again.
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
}
