'use client';

import { MainUnlessFramed } from '@/components/shell/frame-main';
import { NotFoundContent } from '@/components/shell/not-found-content';

/**
 * SPEC §8's page-not-found for a thrown `notFound()`; the route groups re-export it. A client
 * component: not-found receives no params, the provider above knows the language, and every page
 * carries this fallback, so it stays one small module, not rendered markup.
 */
export default function NotFound() {
  return (
    <MainUnlessFramed>
      <NotFoundContent />
    </MainUnlessFramed>
  );
}
