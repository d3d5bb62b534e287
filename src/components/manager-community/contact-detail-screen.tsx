import { getTranslations } from 'next-intl/server';
import { ContactActions } from '@/components/manager-community/contact-actions';
import { Ltr } from '@/components/ui/ltr';
import type { Locale } from '@/i18n/locales';
import { canAccess, managerAccess } from '@/server/auth/manager-access';
import { currentPageUser } from '@/server/auth/page-session';
import { getContactMessage } from '@/server/services/moderation';
import { formatDateTime } from '@/shared/dates';
import { loadRecordOr404 } from '@/components/panel/load-record';

/** One contact message with its sender, and the handled and delete controls. */
export async function ContactDetail({ id, locale }: { id: string; locale: Locale }) {
  const message = await loadRecordOr404(id, getContactMessage);
  const access = await managerAccess(await currentPageUser());
  const t = await getTranslations({ locale, namespace: 'managerContacts' });
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('sender')}</dt>
        <dd dir="auto">{message.full_name}</dd>
        <dt className="text-muted">{t('email')}</dt>
        <dd>
          <a href={`mailto:${message.email}`} className="text-primary hover:underline">
            <Ltr>{message.email}</Ltr>
          </a>
        </dd>
        <dt className="text-muted">{t('date')}</dt>
        <dd>
          <time dateTime={message.created_at}>{formatDateTime(message.created_at, locale)}</time>
        </dd>
        <dt className="text-muted">{t('language')}</dt>
        <dd>{message.locale === 'fa' ? t('persian') : t('english')}</dd>
        <dt className="text-muted">{t('ip')}</dt>
        <dd data-testid="contact-ip">{message.ip ? <Ltr>{message.ip}</Ltr> : '—'}</dd>
        <dt className="text-muted">{t('statusLabel')}</dt>
        <dd>
          {message.handled_at
            ? t('handledBy', { name: message.handled_by?.username ?? '—', date: formatDateTime(message.handled_at, locale) })
            : t('unhandled')}
        </dd>
      </dl>
      <article className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
        <h2 className="text-lg font-bold" dir="auto">
          {message.title}
        </h2>
        <p className="text-sm leading-7 whitespace-pre-line" dir="auto">
          {message.text}
        </p>
      </article>
      <ContactActions
        id={message.id}
        isHandled={message.handled_at !== null}
        canUpdate={canAccess(access, 'contacts.update')}
        canDelete={canAccess(access, 'contacts.delete')}
        afterDelete="/manager/panel/contacts"
      />
    </div>
  );
}
