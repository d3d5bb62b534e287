/** Runs once when Next's server starts. */
export async function register(): Promise<void> {
  // The build never opens the database (ADR 0001).
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { listenForUnreadChanges } = await import('@/server/services/notifications/events');
  listenForUnreadChanges();
}
