import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { ActivitySummary, actionWords, type ActivityTranslator } from '@/components/manager-community/activity-words';
import type { Locale } from '@/i18n/locales';
import { getMessages } from '@/i18n/messages';
import { activityRecordPath } from '@/shared/activity';
import { contentTypeNames } from '@/shared/content-types';

const translator = (locale: Locale, namespace: 'managerActivities' | 'content.topics') =>
  createTranslator({ locale, messages: getMessages(locale), namespace }) as unknown as ActivityTranslator;
const html = (node: ReactNode) => renderToStaticMarkup(createElement(Fragment, null, node));
const text = (node: ReactNode) => html(node).replace(/<[^>]+>/g, '');

/** Every action the server writes to the log: the literals beside `recordWrite(` and `action:` in services. */
function recordedActions(): string[] {
  const root = path.join(process.cwd(), 'src/server/services');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
  const found = new Set<string>();
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const line of source.split('\n')) {
      if (!/recordWrite\(|action:|\? '[a-z-]+\.[a-z_]+'/.test(line)) continue;
      for (const [, action] of line.matchAll(/'([a-z-]+\.[a-z_]+)'/g)) found.add(action!);
      // `${type}.create` and the like: one action per content type; `${kind}.…` per term kind.
      for (const [, holder, verb] of line.matchAll(/`\$\{(type|kind)\}\.([a-z_]+)`/g)) {
        for (const resource of holder === 'type' ? contentTypeNames : ['categories', 'tags']) found.add(`${resource}.${verb}`);
      }
    }
  }
  for (const type of contentTypeNames) found.add(`${type}.update`);
  return [...found].filter((action) => !action.startsWith('mail.') && !action.startsWith('content.')).sort();
}

/** The text of each `recordWrite(…)` and `recordActivity(…)` call in services, its parentheses balanced. */
function recordingCalls(): string[] {
  const root = path.join(process.cwd(), 'src/server/services');
  const calls: string[] = [];
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const match of source.matchAll(/\b(?:recordWrite|recordActivity|signIn)\(/g)) {
      let depth = 0;
      let end = match.index + match[0].length - 1;
      for (; end < source.length; end += 1) {
        if (source[end] === '(') depth += 1;
        else if (source[end] === ')' && --depth === 0) break;
      }
      calls.push(source.slice(match.index, end + 1));
    }
  }
  return calls;
}

/** The names a recorded summary files its values under: the keys of the object literals in those calls. */
function summaryKeys(): string[] {
  const keys = new Set<string>();
  for (const call of recordingCalls()) {
    const bare = call.replace(/\$\{[^}]*\}/g, '');
    const literal = bare.slice(bare.indexOf('{'));
    for (const [, key] of literal.matchAll(/[{,]\s*([a-z][a-z_]*)\s*[:,}]/g)) keys.add(key!);
  }
  // The verb's own arguments, not summary keys.
  for (const argument of ['actorId', 'action', 'resource', 'resourceId', 'summary', 'client', 'ctx']) keys.delete(argument);
  return [...keys].filter((key) => !['token_id'].includes(key)).sort();
}

/** The resource of each recorded action (the part before its verb), and those named outright. */
function recordedResources(): string[] {
  const named = recordingCalls().flatMap((call) => [...call.matchAll(/resource: '([a-z-]+)'/g)].map(([, resource]) => resource!));
  return [...new Set([...recordedActions().map((action) => action.slice(0, action.lastIndexOf('.'))), ...named])]
    .filter((resource) => resource !== 'auth')
    .sort();
}

describe('the activity log in words', () => {
  it('names every resource and every summary line the server records in both languages', () => {
    const resources = recordedResources();
    const keys = summaryKeys();
    expect(resources).toEqual(expect.arrayContaining(['export', 'import', 'media', 'articles', 'users']));
    expect(keys).toEqual(expect.arrayContaining(['second_factor', 'with_accounts', 'dry_run', 'email']));
    for (const locale of ['fa', 'en'] as const) {
      const t = translator(locale, 'managerActivities');
      expect(resources.filter((resource) => !t.has(`resources.${resource}`)), `${locale}: resources without a name`).toEqual([]);
      expect(keys.filter((key) => !t.has(`fields.${key}`)), `${locale}: summary lines without a label`).toEqual([]);
    }
  });

  it('says how a second factor was given, and how often a newsletter goes, in Persian words, not their codes', () => {
    const summaries = [
      ...['totp', 'recovery', 'passkey'].map((method) => ({ second_factor: method })),
      ...['each', 'daily', 'weekly'].map((frequency) => ({ frequency })),
    ];
    for (const summary of summaries) {
      const line = text(
        createElement(ActivitySummary, {
          summary,
          t: translator('fa', 'managerActivities'),
          topics: translator('fa', 'content.topics'),
          locale: 'fa',
        }),
      );
      expect(line).not.toMatch(/[A-Za-z]/);
    }
  });

  it('has a phrase in both languages for every action the server records', () => {
    const actions = recordedActions();
    expect(actions).toEqual(
      expect.arrayContaining(['auth.login', 'articles.update', 'comments.approve', 'roles.permissions', 'where-to-start.update']),
    );
    for (const locale of ['fa', 'en'] as const) {
      const t = translator(locale, 'managerActivities');
      const missing = actions.filter((action) => html(actionWords(t, action)).includes('<code'));
      expect(missing, `${locale}: actions without words`).toEqual([]);
    }
  });

  it('reads «articles.update» and «auth.login» in Persian, and names an unknown action by its code', () => {
    const t = translator('fa', 'managerActivities');
    expect(text(actionWords(t, 'articles.update'))).toBe('ویرایش مقاله');
    expect(text(actionWords(t, 'auth.login'))).toBe('ورود به حساب');
    expect(text(actionWords(translator('en', 'managerActivities'), 'articles.update'))).toBe('Article edited');
    expect(html(actionWords(t, 'widgets.frobnicate'))).toContain('<code dir="ltr" class="text-xs">widgets.frobnicate</code>');
  });

  it('writes a summary as labelled values in the page language, not JSON', () => {
    const summary = {
      fields: ['translations', 'status'],
      languages: { fa: 'written' },
      status: { from: 'scheduled', to: 'published' },
      slugs: { fa: 'راهنمای-کیف-پول', en: 'wallet-guide' },
    };
    const render = (locale: Locale) =>
      text(
        createElement(ActivitySummary, {
          summary,
          t: translator(locale, 'managerActivities'),
          topics: translator(locale, 'content.topics'),
          locale,
        }),
      );
    const fa = render('fa');
    expect(fa).toContain('وضعیت: از زمان‌بندی‌شده به منتشرشده');
    expect(fa).toContain('بخش‌های فرستاده‌شده: متن‌ها، وضعیت');
    expect(fa).toContain('زبان‌ها: فارسی: نوشته شد');
    expect(fa).toContain('نشانی‌ها: فارسی: راهنمای-کیف-پول، انگلیسی: wallet-guide');
    expect(fa).not.toMatch(/[{}"]/);
    expect(render('en')).toContain('Status: from scheduled to published');
  });

  it('puts the status first and the addresses last, and leaves out what says nothing', () => {
    const render = (summary: Record<string, unknown>) =>
      text(
        createElement(ActivitySummary, {
          summary,
          t: translator('en', 'managerActivities'),
          topics: translator('en', 'content.topics'),
          locale: 'en',
        }),
      );
    // As the database hands a summary back: its keys shortest first.
    expect(
      render({ slugs: { en: 'a-guide' }, fields: ['status'], status: { from: 'draft', to: 'published' }, languages: {} }),
    ).toBe('Status: from draft to publishedFields sent: StatusAddresses: English: a-guide');
    expect(render({ token_id: '0b5c3c36-1f4e-4f71-a0bb-6c2b4c6f1a55' })).toBe('—');
  });

  it('shows only what changed between before and after', () => {
    const summary = { before: { name: 'editor', title: 'Editor' }, after: { name: 'editor', title: 'Chief editor' } };
    const out = text(
      createElement(ActivitySummary, {
        summary,
        t: translator('en', 'managerActivities'),
        topics: translator('en', 'content.topics'),
        locale: 'en',
      }),
    );
    expect(out).toBe('Title: from Editor to Chief editor');
  });

  it('links a record to its page in the panel where it has one', () => {
    expect(activityRecordPath('articles', 'x1')).toBe('/manager/panel/articles/x1/edit');
    expect(activityRecordPath('users', 'u1')).toBe('/manager/panel/users/u1/edit');
    expect(activityRecordPath('where-to-start', 'g1')).toBe('/manager/panel/whereToStart/g1/editList');
    expect(activityRecordPath('media', 'm1')).toBeNull();
  });
});
