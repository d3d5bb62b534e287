import type { Plugin } from 'vite';

/**
 * Adds an eighth content type, `fixtures`, the way a developer would: an entry in the registry,
 * its messages (every message map that names each type gets one for it) and its seed's cover.
 * Nothing else is touched, so the unit suite passing with it shows that a new type needs only
 * those three (issue 23). Each edit throws when its anchor is gone rather than pass unchanged.
 */
export const THROWAWAY_TYPE = 'fixtures';

// One line: the entry is inserted as text, with the registry's own names in scope.
const entry = `  ${THROWAWAY_TYPE}: { singular: 'fixture', attributes: 'article', engagement: savesOnly, hasDetailPage: true, playable: null, tracksReading: false, icon: 'globe', isOnHomeLatest: false, listLayout: 'grid', cardExtra: null, detailPart: null, jsonLd: 'Article', feed: null },\n`;

function insertBefore(code: string, anchor: string, insertion: string, file: string): string {
  const at = code.indexOf(anchor);
  if (at < 0) throw new Error(`throwaway type: "${anchor}" is no longer in ${file}`);
  return code.slice(0, at) + insertion + code.slice(at);
}

function withMessages(json: string): string {
  const messages = JSON.parse(json) as Record<string, unknown>;
  let maps = 0;
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    const record = node as Record<string, unknown>;
    if ('articles' in record && 'posts' in record && 'videos' in record) {
      record[THROWAWAY_TYPE] = structuredClone(record.articles);
      maps += 1;
    }
    Object.values(record).forEach(visit);
  };
  visit(messages);
  if (maps === 0) throw new Error('throwaway type: no message map names the types any more');
  return JSON.stringify(messages);
}

export function throwawayType(): Plugin {
  return {
    name: 'throwaway-content-type',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (file.endsWith('/src/shared/content-types.ts')) {
        return insertBefore(code, '} as const satisfies Record<string, ContentTypeEntry>;', entry, file);
      }
      if (file.endsWith('/src/server/seed/demo/covers.ts')) {
        const palette = `  ${THROWAWAY_TYPE}: [['#1f2937', '#f59e0b'], ['#111827', '#d97706'], ['#292524', '#eab308']],\n`;
        const motif = `  ${THROWAWAY_TYPE}: (seed) => \`<circle cx="800" cy="310" r="\${120 + (seed % 3) * 20}" fill="#fff" fill-opacity="0.3"/>\`,\n`;
        const withPalette = insertBefore(code, '};\n\n/** The picture of each type', palette, file);
        const motifs = withPalette.indexOf('const motifs');
        if (motifs < 0) throw new Error(`throwaway type: no motifs in ${file}`);
        return withPalette.slice(0, motifs) + insertBefore(withPalette.slice(motifs), '\n};\n', `\n${motif.trimEnd()}`, file);
      }
      if (/\/messages\/(en|fa)\.json$/.test(file)) return withMessages(code);
      return undefined;
    },
  };
}
