import Image from '@tiptap/extension-image';
import { getSchema } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { DOMOutputSpec, TagParseRule } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { importedMarkupNodes } from '@/components/manager-content/editor-nodes';
import { isPlayableSource } from '@/components/manager-content/editor-nodes/preview';
import { sanitizeBody } from '@/server/services/content/html';

/**
 * The editor's nodes for imported markup, without a browser (the unit project has no DOM): the
 * schema they make, which sources their parse rules take, and that what the players and the
 * embed write is what the server's sanitizer keeps. The load → edit → save round trip in a real
 * editor is tests/e2e/editor-imported-markup.spec.ts.
 */

const labels = { audio: 'Audio', video: 'Video', embed: 'Embed', link: 'Link', captionPlaceholder: 'Caption' };
const schema = getSchema([StarterKit, Image, ...importedMarkupNodes(labels)]);

/** Just enough of an element for a parse rule that reads attributes. */
function element(attributes: Record<string, string>, sources: string[] = []): HTMLElement {
  return {
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
    querySelector: () => (sources[0] ? element({ src: sources[0] }) : null),
  } as unknown as HTMLElement;
}

function parseAttrs(node: string, dom: HTMLElement): Record<string, unknown> | false | null | undefined {
  const rule = schema.nodes[node]!.spec.parseDOM![0] as TagParseRule;
  return rule.getAttrs!(dom);
}

/** A flat DOM output spec (`[tag, attrs]`) as HTML, the way the browser would write it. */
function html(spec: DOMOutputSpec): string {
  const [tag, attrs] = spec as [string, Record<string, string | null>];
  const written = Object.entries(attrs)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([name, value]) => (value === '' ? ` ${name}=""` : ` ${name}="${value}"`))
    .join('');
  return `<${tag}${written}></${tag}>`;
}

describe('the editor schema for imported markup', () => {
  it('adds figure, figcaption, audio, video and embed and keeps a paragraph the default block', () => {
    for (const name of ['figure', 'figcaption', 'audio', 'video', 'embed']) expect(schema.nodes[name], name).toBeDefined();
    expect(schema.nodes.doc!.contentMatch.defaultType?.name).toBe('paragraph');
    // A caption lives only inside a figure, and a figure always has one to type into.
    expect(schema.nodes.doc!.contentMatch.matchType(schema.nodes.figcaption!)).toBeNull();
    expect(schema.nodes.figure!.contentMatch.defaultType?.name).toBe('figcaption');
    expect(schema.nodes.figure!.spec.isolating).toBe(true);
    for (const name of ['audio', 'video', 'embed']) expect(schema.nodes[name]!.isAtom, name).toBe(true);
  });

  it('takes only the embed hosts the sanitizer keeps', () => {
    for (const src of [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.aparat.com/video/video/embed/videohash/AbC12/vt/frame',
    ]) {
      expect(parseAttrs('embed', element({ src, title: 'Player' })), src).toMatchObject({ src, title: 'Player' });
    }
    for (const src of ['https://evil.example.com/embed/1', 'http://www.youtube.com/embed/x', 'javascript:alert(1)', '']) {
      expect(parseAttrs('embed', element({ src })), src).toBe(false);
    }
  });

  it('takes a player only with an upload or an https source, from src or its first <source>', () => {
    expect(parseAttrs('audio', element({ src: '/media/audio/a.mp3', controls: '' }))).toMatchObject({
      src: '/media/audio/a.mp3',
      controls: true,
    });
    expect(parseAttrs('video', element({}, ['https://cdn.example.com/v.mp4']))).toMatchObject({
      src: 'https://cdn.example.com/v.mp4',
      controls: false,
    });
    for (const src of ['javascript:alert(1)', 'http://insecure.example.com/a.mp3', 'data:audio/mp3;base64,AAAA', 'media/a.mp3']) {
      expect(isPlayableSource(src), src).toBe(false);
      expect(parseAttrs('audio', element({ src, controls: '' })), src).toBe(false);
    }
  });

  it('writes players and embeds the way the sanitizer keeps them', () => {
    const written = [
      schema.nodes.audio!.create({ src: '/media/audio/a.mp3' }),
      schema.nodes.video!.create({ src: 'https://cdn.example.com/v.mp4', title: 'Clip' }),
      schema.nodes.embed!.create({ src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', title: 'YouTube video' }),
    ].map((node) => html(node.type.spec.toDOM!(node)));
    expect(written).toEqual([
      '<audio src="/media/audio/a.mp3" controls=""></audio>',
      '<video src="https://cdn.example.com/v.mp4" controls="" title="Clip"></video>',
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="YouTube video" allowfullscreen="" loading="lazy"></iframe>',
    ]);
    const kept = sanitizeBody(written.join(''));
    for (const tag of [
      '<audio src="/media/audio/a.mp3"',
      '<video src="https://cdn.example.com/v.mp4"',
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"',
    ]) {
      expect(kept).toContain(tag);
    }
  });
});
