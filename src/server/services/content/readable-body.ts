import render from 'dom-serializer';
import { Element, Text, isTag, type ChildNode } from 'domhandler';
import { findAll, findOne, replaceElement, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { isMissingMediaUrl } from '@/server/services/media/missing';

type Labels = {
  /** The name of a link whose only content is an image without a description: "Open the image {name}". */
  openImage: (name: string) => string;
  /** What a placeholder says in place of a picture an import could not bring: "Image not available: {name}". */
  missingImage: (name: string) => string;
};

const text = (node: ChildNode | ChildNode[]) => textContent(node).replace(/\s+/g, ' ').trim();
const HEADING = /^h([1-6])$/;

/** `…/2014/01/spectacles-300x200.gif` → `spectacles-300x200`: what the file is called, for want of anything better. */
function fileName(address: string | undefined): string {
  const last = (address ?? '').split(/[?#]/)[0]!.split('/').filter(Boolean).at(-1) ?? '';
  return decodeURIComponent(last.replace(/\.[a-z0-9]+$/i, ''))
    .replace(/[-_]+/g, ' ')
    .trim();
}

/** The caption of the figure `node` stands in, if any. */
function captionOf(node: Element): Element | null {
  const figure = closest(node, 'figure');
  return figure ? findOne((element) => element.name === 'figcaption' && closest(element, 'figure') === figure, figure.children) : null;
}

function closest(node: Element, tag: string): Element | null {
  let current = node.parent;
  while (current && isTag(current)) {
    if (current.name === tag) return current;
    current = current.parent;
  }
  return null;
}

/**
 * A stored body (already sanitized) made readable by assistive technology as it is rendered, for
 * what an editor or a WordPress import could not know: headings that skip levels are brought to
 * one below the one before (the page's title is the h1), an empty header cell is an ordinary
 * cell, a code block that scrolls can be reached with the keyboard, an image whose description
 * only repeats its caption is described by the caption alone, and a link that holds nothing but
 * an undescribed image is named by the caption of its figure or the image's file name. A
 * placeholder for a picture an import could not bring says so in words over it, with the picture's
 * description (or file name), so readers see a labelled gap rather than a broken image.
 */
export function readableBody(html: string, labels: Labels): string {
  const document = parseDocument(html);
  const elements = findAll(() => true, document.children);

  let previousLevel = 1;
  for (const element of elements) {
    const heading = HEADING.exec(element.name);
    if (heading) {
      const level = Math.min(Math.max(Number(heading[1]), 2), previousLevel + 1);
      element.name = `h${level}`;
      previousLevel = level;
    } else if (element.name === 'th' && text(element) === '') {
      element.name = 'td';
    } else if (element.name === 'pre') {
      element.attribs.tabindex = '0';
    }
  }

  // First, so a link around a placeholder is named by what the placeholder says.
  for (const image of elements.filter((element) => element.name === 'img' && isMissingMediaUrl(element.attribs.src))) {
    const caption = captionOf(image);
    const name = (image.attribs.alt ?? '').trim() || (caption && text(caption)) || fileName(image.attribs.src);
    const label = new Element('span', { class: 'missing-media-label' }, [new Text(labels.missingImage(name))]);
    replaceElement(image, new Element('span', { class: 'missing-media' }, [new Element('img', { ...image.attribs, alt: '' }), label]));
  }

  for (const image of elements.filter((element) => element.name === 'img')) {
    const caption = captionOf(image);
    const alt = (image.attribs.alt ?? '').trim().toLowerCase();
    if (alt && caption && text(caption).toLowerCase() === alt) image.attribs.alt = '';
  }

  for (const link of elements.filter((element) => element.name === 'a')) {
    const images = findAll((element) => element.name === 'img', link.children);
    if (images.length === 0 || text(link) !== '' || images.some((image) => (image.attribs.alt ?? '').trim() !== '')) continue;
    const caption = captionOf(link);
    link.attribs['aria-label'] =
      (caption && text(caption)) || labels.openImage(fileName(images[0]!.attribs.src ?? link.attribs.href));
  }

  return render(document, { encodeEntities: 'utf8', emptyAttrs: true });
}
