'use client';

import { ForbiddenContent } from '@/components/shell/forbidden-content';
import { MainUnlessFramed } from '@/components/shell/frame-main';

/** Rendered with status 403 when a page calls `forbidden()` (SPEC §8's error-403). */
export default function Forbidden() {
  return (
    <MainUnlessFramed>
      <ForbiddenContent />
    </MainUnlessFramed>
  );
}
