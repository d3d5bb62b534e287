import { autop } from '@wordpress/autop';
import { isTag, isText, type ChildNode, type Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/**
 * A WordPress comment as the plain text comments are on this site (readers' own comments are
 * text, and every screen shows them as text with their line breaks), its shape kept: paragraphs
 * and line breaks as WordPress shows them (wpautop, as its comment_text filter runs it), list
 * items each on a line of their own with their bullet or number, and a link's address beside its
 * words. What could run in a page (scripts, styles, handlers, `javascript:` links) is not text and
 * is left out; text can never become markup here.
 */
export function commentText(html: string): string {
  const document = parseDocument(autop(html.replace(/\r\n?/g, '\n')), { decodeEntities: true });
  return textOf(document.children)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n[ \t]+/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const BLOCKS = new Set(['p', 'div', 'blockquote', 'pre', 'ul', 'ol', 'dl', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'figure']);
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript']);
const SAFE_LINK = /^(?:https?:|mailto:)/i;

function textOf(nodes: ChildNode[]): string {
  return nodes.map(textOfNode).join('');
}

function textOfNode(node: ChildNode): string {
  if (isText(node)) return node.data.replace(/\s+/g, ' ');
  if (!isTag(node)) return '';
  const element = node;
  const name = element.name.toLowerCase();
  if (DROPPED.has(name)) return '';
  if (name === 'br') return '\n';
  if (name === 'li') return `\n${bulletOf(element)}${textOf(element.children).trim()}`;
  if (name === 'a') return linkText(element);
  const inner = textOf(element.children);
  return BLOCKS.has(name) ? `\n\n${inner.trim()}\n\n` : inner;
}

/** `• ` in a bulleted list, `3. ` in a numbered one (counting from its `start`). */
function bulletOf(item: Element): string {
  const list = item.parent;
  if (!list || !isTag(list) || list.name.toLowerCase() !== 'ol') return '• ';
  const items = list.children.filter((child): child is Element => isTag(child) && child.name.toLowerCase() === 'li');
  const start = Number.parseInt(list.attribs.start ?? '1', 10);
  return `${(Number.isFinite(start) ? start : 1) + items.indexOf(item)}. `;
}

function linkText(link: Element): string {
  const words = textOf(link.children).trim();
  const href = (link.attribs.href ?? '').trim();
  if (!SAFE_LINK.test(href)) return words;
  const address = href.replace(/^mailto:/i, '');
  return !words || words === href || words === address ? address : `${words} (${address})`;
}
