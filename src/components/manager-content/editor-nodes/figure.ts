import { Node } from '@tiptap/react';
import { TextSelection } from '@tiptap/pm/state';
import { cn } from '@/lib/cn';
import { labelledAddress, SELECTED_RING } from './preview';

export type FigureOptions = {
  /** What the preview calls the link an image carries, in the manager's language. */
  linkLabel: string;
};

export type FigcaptionOptions = {
  /** Shown in an empty caption, in the manager's language. */
  placeholder: string;
};

const IMAGE_ATTRIBUTES = ['src', 'alt', 'title', 'width', 'height'] as const;

/**
 * The figure's own image: a direct `<img>` child, or one inside a direct `<a>` (a linked image).
 * A figure of figures (a WordPress gallery) has none: it is not parsed as one, so each inner
 * figure is. A `data:` image is not taken, as the image extension does not take one either.
 */
function imageOf(figure: HTMLElement): HTMLImageElement | null {
  return figure.querySelector<HTMLImageElement>(
    ':scope > img[src]:not([src^="data:"]), :scope > a > img[src]:not([src^="data:"])',
  );
}

/** The `href` of the link around the figure's image, if any. */
function linkOf(figure: HTMLElement): string | null {
  const parent = imageOf(figure)?.parentElement;
  return parent?.tagName === 'A' ? parent.getAttribute('href') : null;
}

/**
 * What the figure's content is parsed from: its caption alone (never the image, which is the
 * figure's attributes). With no caption the figure still gets an empty one to type into.
 */
function captionHolder(figure: HTMLElement): HTMLElement {
  const holder = figure.ownerDocument.createElement('div');
  const caption = figure.querySelector(':scope > figcaption');
  if (caption) holder.append(caption.cloneNode(true));
  return holder;
}

/** The stored image (and its link): `<img src alt title width height>`, `<a href><img …></a>`. */
function imageMarkup(attrs: Record<string, unknown>): HTMLElement {
  const image = document.createElement('img');
  for (const name of IMAGE_ATTRIBUTES) {
    const value = attrs[name];
    if (value !== null && value !== undefined) image.setAttribute(name, String(value));
  }
  if (typeof attrs.href !== 'string') return image;
  const link = document.createElement('a');
  link.setAttribute('href', attrs.href);
  link.append(image);
  return link;
}

/**
 * `<figure><img …><figcaption>…</figcaption></figure>` (WordPress's captioned and gallery
 * images): one block whose attributes are the image (and the link around it, if any) and whose
 * content is its caption, which stays editable with its bold, italic and links. The figure is
 * isolating, so backspacing or deleting from a neighbouring paragraph never merges the caption
 * into it (and loses the image); an empty caption is left out of the stored HTML.
 */
export const Figure = Node.create<FigureOptions>({
  name: 'figure',
  group: 'block',
  content: 'figcaption',
  isolating: true,
  draggable: true,
  selectable: true,

  addOptions() {
    return { linkLabel: 'Link' };
  },

  addAttributes() {
    const fromImage = (name: (typeof IMAGE_ATTRIBUTES)[number]) => ({
      default: null,
      parseHTML: (figure: HTMLElement) => imageOf(figure)?.getAttribute(name) ?? null,
      rendered: false,
    });
    return {
      src: fromImage('src'),
      alt: fromImage('alt'),
      title: fromImage('title'),
      width: fromImage('width'),
      height: fromImage('height'),
      href: { default: null, parseHTML: linkOf, rendered: false },
    };
  },

  parseHTML() {
    return [{ tag: 'figure', getAttrs: (figure) => (imageOf(figure) ? null : false), contentElement: captionHolder }];
  },

  // The image sits beside the content hole, which an array spec cannot say: the DOM is built here.
  renderHTML({ node }) {
    const figure = document.createElement('figure');
    figure.append(imageMarkup(node.attrs));
    const hasCaption = (node.firstChild?.content.size ?? 0) > 0;
    return hasCaption ? { dom: figure, contentDOM: figure } : { dom: figure };
  },

  // In the editor the image (and its link) is a fixed preview; a click on it selects the figure,
  // to move or delete it whole. Only the caption takes the cursor.
  addNodeView() {
    return ({ node, editor, getPos }) => {
      const dom = document.createElement('figure');
      dom.dataset.type = 'figure';
      dom.className = cn('rounded-xl', SELECTED_RING);
      const image = imageMarkup({ ...node.attrs, href: null });
      image.contentEditable = 'false';
      image.draggable = false;
      image.addEventListener('mousedown', (event) => {
        const position = getPos();
        if (typeof position !== 'number') return;
        event.preventDefault();
        editor.commands.setNodeSelection(position);
      });
      dom.append(image);
      if (typeof node.attrs.href === 'string') {
        const link = labelledAddress(this.options.linkLabel, node.attrs.href);
        link.contentEditable = 'false';
        dom.append(link);
      }
      const contentDOM = document.createElement('div');
      dom.append(contentDOM);
      return { dom, contentDOM };
    };
  },
});

/**
 * A figure's caption: inline text, only ever inside a figure (a stray `<figcaption>` elsewhere
 * is read as a paragraph). Enter leaves the caption for a new paragraph below the figure, and
 * Backspace at its start selects the figure instead of unwrapping it.
 */
export const Figcaption = Node.create<FigcaptionOptions>({
  name: 'figcaption',
  content: 'inline*',
  // Before the core keymap, so Enter and Backspace in a caption are ours first.
  priority: 1000,

  addOptions() {
    return { placeholder: '' };
  },

  parseHTML() {
    return [{ tag: 'figcaption', context: 'figure/' }];
  },

  renderHTML() {
    return ['figcaption', 0];
  },

  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('figcaption');
      dom.dataset.placeholder = this.options.placeholder;
      dom.className =
        'data-[empty=true]:before:pointer-events-none data-[empty=true]:before:float-start data-[empty=true]:before:h-0 data-[empty=true]:before:text-muted data-[empty=true]:before:content-[attr(data-placeholder)]';
      const markEmpty = (current: typeof node) => (dom.dataset.empty = String(current.content.size === 0));
      markEmpty(node);
      return {
        dom,
        contentDOM: dom,
        update: (next) => {
          if (next.type !== node.type) return false;
          markEmpty(next);
          return true;
        },
      };
    };
  },

  addKeyboardShortcuts() {
    return {
      Enter: () => {
        const { state, view } = this.editor;
        const { $from } = state.selection;
        if ($from.parent.type !== this.type) return false;
        const after = $from.after($from.depth - 1);
        const paragraph = state.schema.nodes.paragraph;
        if (!paragraph) return false;
        const tr = state.tr.insert(after, paragraph.create());
        view.dispatch(tr.setSelection(TextSelection.create(tr.doc, after + 1)).scrollIntoView());
        return true;
      },
      Backspace: () => {
        const { empty, $from } = this.editor.state.selection;
        if (!empty || $from.parent.type !== this.type || $from.parentOffset > 0) return false;
        return this.editor.commands.setNodeSelection($from.before($from.depth - 1));
      },
    };
  },
});
