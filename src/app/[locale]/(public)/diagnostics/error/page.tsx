import { notFound } from 'next/navigation';
import { FailingWidget } from './failing-widget';

/**
 * Fails on purpose so the end-to-end suite can prove the error screen (SPEC §8). It exists only
 * when ENABLE_DIAGNOSTICS=1, which the test server sets and production never does.
 */
// Read the switch at request time, never baked into a cached page.
export const dynamic = 'force-dynamic';

export default function DiagnosticsErrorPage() {
  if (process.env.ENABLE_DIAGNOSTICS !== '1') notFound();
  return <FailingWidget />;
}
