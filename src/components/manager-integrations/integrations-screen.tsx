import { getTranslations } from 'next-intl/server';
import { StatusBadge } from '@/components/manager-community/status-badge';
import { RecordsList } from '@/components/panel/records-list';
import { Ltr, ltrTag } from '@/components/ui/ltr';
import type { Locale } from '@/i18n/locales';
import { listIntegrationTokens } from '@/server/services/integrations';
import { formatDateTime } from '@/shared/dates';
import type { IntegrationTokenJson } from '@/shared/schemas/integrations';
import { IntegrationTokenForm } from './integration-token-form';
import { IntegrationTokenRevoke } from './integration-token-revoke';

const statusTones = { active: 'approved', expired: 'neutral', revoked: 'rejected' } as const;

/**
 * The integration tokens: the form that makes one (its token shown once), then every token with
 * its scopes, where it may be used from, its expiry and last use; an active one can be revoked.
 */
export async function IntegrationsScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'managerIntegrations' });
  const tokens = await listIntegrationTokens();
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, locale)}</time>;
  return (
    <>
      <p className="max-w-3xl text-sm text-muted">{t.rich('intro', ltrTag)}</p>
      <IntegrationTokenForm />
      <RecordsList
        totalLabel={t('total', { count: tokens.length })}
        empty={{ title: t('empty'), description: t('emptyHint') }}
        caption={t('caption')}
        rows={tokens}
        rowTestId="integration-token-row"
        columns={[
          {
            header: t('name'),
            className: 'min-w-40 max-w-xs',
            cellProps: { dir: 'auto' },
            cell: (row) => (
              <div className="flex flex-col gap-0.5">
                <span className="font-medium break-words">{row.name}</span>
                {row.created_by ? <span className="text-xs text-muted">{t('madeBy', { name: row.created_by.name })}</span> : null}
              </div>
            ),
          },
          { header: t('prefix'), className: 'whitespace-nowrap', cell: (row) => <Ltr className="font-mono text-xs">{`${row.prefix}…`}</Ltr> },
          {
            header: t('scopes'),
            className: 'min-w-48',
            cell: (row) => (
              <div className="flex flex-col gap-1">
                <ul className="flex flex-wrap gap-1">
                  {row.scopes.map((scope) => (
                    <li key={scope}>
                      <Ltr className="rounded bg-surface-2 px-1.5 py-0.5 font-mono text-xs">{scope}</Ltr>
                    </li>
                  ))}
                </ul>
                <span className="text-xs text-muted">
                  {row.allowed_addresses.length === 0
                    ? t('anywhere')
                    : t.rich('onlyFrom', { ...ltrTag, addresses: row.allowed_addresses.join(', ') })}
                </span>
              </div>
            ),
          },
          { header: t('expires'), className: 'whitespace-nowrap', cell: (row) => when(row.expires_at) },
          {
            header: t('lastUsed'),
            className: 'whitespace-nowrap',
            cell: (row) =>
              row.last_used_at ? (
                <div className="flex flex-col gap-0.5">
                  {when(row.last_used_at)}
                  {row.last_used_ip ? <Ltr className="text-xs text-muted">{row.last_used_ip}</Ltr> : null}
                </div>
              ) : (
                <span className="text-muted">{t('never')}</span>
              ),
          },
          { header: t('status'), cell: (row) => <StatusBadge tone={statusTones[row.status]}>{t(`statuses.${row.status}`)}</StatusBadge> },
          {
            header: t('actions'),
            isHeaderHidden: true,
            className: 'text-end',
            cell: (row: IntegrationTokenJson) => (row.status === 'active' ? <IntegrationTokenRevoke id={row.id} name={row.name} /> : null),
          },
        ]}
      />
    </>
  );
}
