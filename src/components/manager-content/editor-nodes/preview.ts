/**
 * Small DOM helpers for the editor's previews of imported markup (figures, players, embeds). They
 * run only in the browser, inside Tiptap node views; what is stored comes from each node's
 * renderHTML, never from these previews.
 */

/**
 * An address a player may play, as the server's sanitizer (`sanitizeBody`) accepts it: an upload
 * (`/media/…`) or an https address. Anything else would be dropped on save anyway, so the editor
 * does not keep (or load) it either.
 */
export function isPlayableSource(src: string | null | undefined): src is string {
  return typeof src === 'string' && (src.startsWith('/media/') || /^https:\/\//i.test(src));
}

/** Classes a selected block preview wears (ProseMirror adds `ProseMirror-selectednode`). */
export const SELECTED_RING = '[&.ProseMirror-selectednode]:ring-2 [&.ProseMirror-selectednode]:ring-primary';

/**
 * A label and the address it is about; the address is always left-to-right (a URL inside
 * Persian text would otherwise be reordered), hence the `<bdi dir="ltr">`.
 */
export function labelledAddress(label: string, address: string): HTMLElement {
  const line = document.createElement('span');
  line.className = 'flex max-w-full flex-wrap items-center justify-center gap-x-2 text-xs text-muted';
  const name = document.createElement('span');
  name.className = 'font-medium';
  name.textContent = label;
  const url = document.createElement('bdi');
  url.dir = 'ltr';
  url.className = 'break-all';
  url.textContent = address;
  line.append(name, url);
  return line;
}
