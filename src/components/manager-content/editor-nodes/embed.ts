import { Node } from '@tiptap/react';
import { cn } from '@/lib/cn';
import { isAllowedEmbed } from '@/shared/attribute-facts';
import { labelledAddress, SELECTED_RING } from './preview';

export type EmbedOptions = {
  /** What the placeholder calls the player, in the manager's language. */
  label: string;
};

/**
 * A video player from an allowed embed host (YouTube, Aparat): `<iframe src title
 * allowfullscreen loading="lazy">`, as an atom block. Only the hosts the server's sanitizer keeps
 * are parsed (`isAllowedEmbed`, the same list); any other frame is dropped on load, as it would
 * be on save.
 *
 * In the editor it is a labelled placeholder with its address, not the live frame: a third-party
 * player would load (and track) every time a manager opens the item, would take the clicks and
 * focus that select, drag and delete the block inside the editable area, and would make the
 * editor depend on a network it may not reach. The published page plays it.
 */
export const Embed = Node.create<EmbedOptions>({
  name: 'embed',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addOptions() {
    return { label: 'Embedded video' };
  },

  addAttributes() {
    return {
      src: { default: null },
      title: { default: null },
      allow: { default: null },
    };
  },

  parseHTML() {
    return [{ tag: 'iframe[src]', getAttrs: (element) => (isAllowedEmbed(element.getAttribute('src') ?? '') ? null : false) }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['iframe', { ...HTMLAttributes, allowfullscreen: '', loading: 'lazy' }];
  },

  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('div');
      dom.dataset.type = 'embed';
      dom.className = cn(
        'my-6 flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border bg-surface-2 p-4 text-center',
        SELECTED_RING,
      );
      const title = node.attrs.title ? String(node.attrs.title) : '';
      if (title) {
        const heading = document.createElement('span');
        heading.className = 'text-sm font-medium';
        heading.textContent = title;
        dom.append(heading);
      }
      dom.append(labelledAddress(this.options.label, String(node.attrs.src)));
      return { dom };
    };
  },
});
