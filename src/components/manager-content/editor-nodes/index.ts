import { Embed } from './embed';
import { Figcaption, Figure } from './figure';
import { Audio, Video } from './players';

export type ImportedMarkupLabels = {
  audio: string;
  video: string;
  embed: string;
  link: string;
  captionPlaceholder: string;
};

/**
 * The nodes for markup the toolbar cannot make but an imported (WordPress) body holds and the
 * server's sanitizer keeps: captioned figures, audio and video players and YouTube/Aparat
 * embeds. Without them Tiptap would drop that markup the first time such an item is saved.
 */
export function importedMarkupNodes(labels: ImportedMarkupLabels) {
  return [
    Figure.configure({ linkLabel: labels.link }),
    Figcaption.configure({ placeholder: labels.captionPlaceholder }),
    Audio.configure({ label: labels.audio }),
    Video.configure({ label: labels.video }),
    Embed.configure({ label: labels.embed }),
  ];
}
