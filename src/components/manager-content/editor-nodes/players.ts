import { Node } from '@tiptap/react';
import { cn } from '@/lib/cn';
import { isPlayableSource, labelledAddress, SELECTED_RING } from './preview';

export type PlayerOptions = {
  /** What the preview calls the player ("Audio", "Video"), in the manager's language. */
  label: string;
};

type Kind = 'audio' | 'video';

/** The source of `<audio src>` / `<video src>`, or of its first `<source src>` (pasted markup). */
function sourceOf(element: HTMLElement): string | null {
  const src = element.getAttribute('src') ?? element.querySelector('source[src]')?.getAttribute('src') ?? null;
  return isPlayableSource(src) ? src : null;
}

/**
 * `<audio controls src>` / `<video controls src>` as one block the editor moves and deletes
 * whole (an atom). The stored markup is the player itself with the attributes the sanitizer
 * keeps (src, controls, preload, title); a player whose source it would refuse is not parsed.
 */
function playerNode(kind: Kind) {
  return Node.create<PlayerOptions>({
    name: kind,
    group: 'block',
    atom: true,
    draggable: true,
    selectable: true,

    addOptions() {
      return { label: kind };
    },

    addAttributes() {
      return {
        src: { default: null, parseHTML: (element) => sourceOf(element) },
        controls: {
          default: true,
          parseHTML: (element) => element.hasAttribute('controls'),
          renderHTML: (attributes) => (attributes.controls ? { controls: '' } : {}),
        },
        preload: { default: null },
        title: { default: null },
      };
    },

    parseHTML() {
      return [{ tag: kind, getAttrs: (element) => (sourceOf(element) ? null : false) }];
    },

    renderHTML({ HTMLAttributes }) {
      return [kind, HTMLAttributes];
    },

    // The preview plays (with controls, loading only metadata); clicks on the player go to it,
    // clicks on the frame around it select the block.
    addNodeView() {
      return ({ node }) => {
        const dom = document.createElement('div');
        dom.dataset.type = kind;
        dom.className = cn(
          'my-6 flex flex-col items-center gap-2 rounded-xl border border-border bg-surface-2 p-3',
          SELECTED_RING,
        );
        const player = document.createElement(kind);
        player.controls = true;
        player.preload = 'metadata';
        player.src = String(node.attrs.src);
        player.className = 'm-0 w-full';
        dom.append(player, labelledAddress(this.options.label, String(node.attrs.src)));
        return {
          dom,
          stopEvent: (event) => event.target === player && !event.type.startsWith('drag'),
        };
      };
    },
  });
}

export const Audio = playerNode('audio');
export const Video = playerNode('video');
