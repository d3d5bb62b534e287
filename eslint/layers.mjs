import path from 'node:path';

/**
 * The layer fence (ARCHITECTURE §2): which part of `src/` may import which, judged by the file an
 * import resolves to, so a relative `../../server/db` is held like `@/server/db`, and by the
 * `'use client'` directive, so a module bundled for the browser reaches nothing on the server.
 */

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');

/** The locale registry and its plain translation helpers sit beside `shared`, under everything else. */
const localeFoundation = ['i18n/locales', 'i18n/translate', 'i18n/messages'];

/** `src/`-relative path of what `source` names from `filename`, without extension; null for a package. */
function resolveTarget(filename, source) {
  let absolute;
  if (source.startsWith('@/')) absolute = path.join(src, source.slice(2));
  else if (source.startsWith('.')) absolute = path.resolve(path.dirname(filename), source);
  else return null;
  const relative = path.relative(src, absolute);
  if (relative.startsWith('..')) return null;
  return relative.split(path.sep).join('/').replace(/\.(tsx?|mjs|js)$/, '').replace(/\/index$/, '');
}

const within = (file, folder) => file === folder || file.startsWith(`${folder}/`);

/** Code that reaches the browser: a 'use client' module, or components and the client library (bundled with them). */
const isBrowserCode = (from, isClientModule) => isClientModule || within(from, 'components') || within(from, 'lib');

/** Why `from` may not import `to` (both `src/`-relative), or null when it may; a type-only import brings no code along. */
export function fenceBreach(from, to, isClientModule, isTypeOnly = false) {
  if (within(to, 'app') && !within(from, 'app')) return 'nothing imports a route: move what is shared out of src/app';
  if (isClientModule && within(to, 'server')) return "a 'use client' module runs in the browser: it imports nothing from src/server";
  if (within(from, 'shared') && !within(to, 'shared') && !localeFoundation.includes(to)) {
    return 'src/shared is the ground floor: it imports only src/shared and the locale registry';
  }
  if ((within(from, 'lib') || within(from, 'i18n')) && !['shared', 'lib', 'i18n'].some((layer) => within(to, layer))) {
    return `src/${from.split('/')[0]} imports only src/shared, src/lib and src/i18n`;
  }
  if (within(from, 'components') && within(to, 'server/db')) return 'database code stays in services: call a service';
  if (isBrowserCode(from, isClientModule) && within(to, 'shared/api/contracts') && !isTypeOnly) {
    return 'the browser holds contracts by method and path: import src/shared/api/browser/<area> (npm run contracts:browser), which loads no schema';
  }
  if (within(from, 'server/services') && within(to, 'server/http')) return 'services sit under the HTTP layer: errors come from src/server/errors';
  if (within(from, 'server') && within(to, 'components')) return 'server code renders no component';
  return null;
}

/** Server components of the public pages, whose links are plain anchors. */
const publicPageAreas = /^components\/(home|content|seo|layout)\//;
/** Controls the header of every page draws in the browser. */
const everyPageControls = /^components\/ui\/(button|input)\.tsx$/;

function isClient(program) {
  return program.body.some((node) => node.type === 'ExpressionStatement' && node.directive === 'use client');
}

const fence = {
  meta: { type: 'problem', schema: [], messages: { breach: '{{why}} ({{target}})' } },
  create(context) {
    const from = path.relative(src, context.filename).split(path.sep).join('/');
    if (from.startsWith('..')) return {};
    let isClientModule = false;
    const check = (node) => {
      const source = node.source;
      if (!source || typeof source.value !== 'string') return;
      if (source.value === 'lucide-react' && !isClientModule && node.importKind !== 'type') {
        // lucide-react draws through a client component: each icon a server component showed was one more to hydrate.
        context.report({ node: source, messageId: 'breach', data: { why: "outside a 'use client' module, icons come from src/components/ui/drawn-icons", target: source.value } });
        return;
      }
      if (source.value === '@/lib/cn' && (isClientModule ? publicPageAreas.test(from) || from.startsWith('components/shell/') : everyPageControls.test(from))) {
        // tailwind-merge is 8 KB compressed: client code every public page loads joins classes with cx.
        context.report({ node: source, messageId: 'breach', data: { why: 'client code of the public pages joins classes with cx (src/lib/cx) and passes no conflicting utilities', target: source.value } });
        return;
      }
      if (source.value === '@/i18n/navigation' && publicPageAreas.test(from) && (isClientModule || node.specifiers?.some((specifier) => specifier.imported?.name === 'Link'))) {
        // Each next-intl Link is a client component to hydrate (and a prefetch): a home page had some
        // fifty. In the browser, any import of it brings next/link into every page's scripts.
        const why = isClientModule
          ? 'client code of the public pages uses plain anchors and next/navigation with src/i18n/locale-path'
          : 'public pages link with PageLink (src/components/ui/page-link), a plain anchor';
        context.report({ node: source, messageId: 'breach', data: { why, target: source.value } });
        return;
      }
      const to = resolveTarget(context.filename, source.value);
      if (to === null) return;
      const why = fenceBreach(from, to, isClientModule, node.importKind === 'type' || node.exportKind === 'type');
      if (why) context.report({ node: source, messageId: 'breach', data: { why, target: source.value } });
    };
    return {
      Program(program) {
        isClientModule = isClient(program);
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const layers = { meta: { name: 'layers' }, rules: { fence } };
