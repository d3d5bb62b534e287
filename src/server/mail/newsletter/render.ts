import type { ReactElement } from 'react';

/**
 * Renders an e-mail component to static HTML. `react-dom/server` is loaded when first needed,
 * not imported at the top: Next bundles route handlers for the React Server Components layer,
 * which refuses a static import of it, while a job or a script renders the same way.
 */
export async function renderEmail(element: ReactElement): Promise<string> {
  const { renderToStaticMarkup } = await import('react-dom/server');
  return `<!doctype html>\n${renderToStaticMarkup(element)}`;
}
