import { surfaceCard } from '@/components/ui/surface';

/** The introduction a manager set for a built-in page (sanitized HTML), above the page's own content. */
export function BuiltInPageIntro({ body }: { body: string }) {
  return <div className={`prose-body ${surfaceCard} p-5 sm:p-6`} data-testid="built-in-page-intro" dangerouslySetInnerHTML={{ __html: body }} />;
}
