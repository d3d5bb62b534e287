import { systemContracts } from '@/shared/api/browser/system';

/**
 * Stands in on a light page (ADR 0031) for something only the full page can do, such as a form
 * its script sends: says so, with the button that turns light mode off and comes back here. The
 * full page carries it too (both are the one cached page) and its stylesheet hides it.
 */
export function FullVersionPrompt({ text, button }: { text: string; button: string }) {
  return (
    <div className="light-notice" role="note" data-light-only="" data-testid="needs-full-version">
      <p>{text}</p>
      <form method="post" action={`${systemContracts.setLightMode.path}?mode=off`}>
        <button type="submit">{button}</button>
      </form>
    </div>
  );
}
