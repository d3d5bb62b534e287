'use client';

import { ErrorContent } from '@/components/shell/error-content';
import { MainUnlessFramed } from '@/components/shell/frame-main';

/** SPEC §8's error screen; the public group re-exports it, so every page loads one module. */
export default function ErrorPage(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <MainUnlessFramed>
      <ErrorContent {...props} />
    </MainUnlessFramed>
  );
}
