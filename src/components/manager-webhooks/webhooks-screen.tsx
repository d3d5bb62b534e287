import { getTranslations } from 'next-intl/server';
import { flatParams, parseListQuery, type SearchParams } from '@/components/manager-community/list-query';
import { StatusBadge } from '@/components/manager-community/status-badge';
import { FilterForm, FilterSelect } from '@/components/panel/filter-form';
import { ListPager } from '@/components/panel/list-pager';
import { RecordsList } from '@/components/panel/records-list';
import { Ltr, ltrTag } from '@/components/ui/ltr';
import type { Locale } from '@/i18n/locales';
import { listWebhookDeliveries, listWebhookEndpoints } from '@/server/services/webhooks';
import { formatDateTime } from '@/shared/dates';
import { formatNumber } from '@/shared/format/number';
import { webhookDeliveriesQuery, type WebhookDeliveryJson, type WebhookEndpointJson } from '@/shared/schemas/webhooks';
import { webhookDeliveryStatuses } from '@/shared/webhook-events';
import { WebhookEndpointDelete } from './webhook-endpoint-delete';
import { WebhookEndpointForm } from './webhook-endpoint-form';
import { WebhookEndpointToggle } from './webhook-endpoint-toggle';
import { WebhookRedeliver } from './webhook-redeliver';

const deliveryTones = { pending: 'pending', succeeded: 'approved', failed: 'rejected' } as const;

/**
 * Webhooks: the form that adds an endpoint (its secret shown once), the endpoints with their
 * events, each switched on or off or deleted, then the delivery log a page at a time, filtered by
 * endpoint and status, each delivery sent again on demand.
 */
export async function WebhooksScreen({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const t = await getTranslations({ locale, namespace: 'managerWebhooks' });
  const query = parseListQuery(webhookDeliveriesQuery, searchParams);
  const [endpoints, deliveries] = await Promise.all([listWebhookEndpoints(), listWebhookDeliveries(query)]);
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, locale)}</time>;
  return (
    <>
      <p className="max-w-3xl text-sm text-muted">{t.rich('intro', ltrTag)}</p>
      <WebhookEndpointForm />
      <section aria-labelledby="webhook-endpoints" className="flex flex-col gap-3">
        <h2 id="webhook-endpoints" className="text-xl font-bold">
          {t('endpoints')}
        </h2>
        <RecordsList
          totalLabel={t('total', { count: endpoints.length })}
          empty={{ title: t('empty'), description: t('emptyHint') }}
          caption={t('endpoints')}
          rows={endpoints}
          rowTestId="webhook-endpoint-row"
          columns={[
            {
              header: t('url'),
              className: 'min-w-48 max-w-sm',
              cell: (row) => (
                <div className="flex flex-col gap-0.5">
                  <Ltr className="break-all">{row.url}</Ltr>
                  {row.description ? (
                    <span className="text-xs text-muted" dir="auto">
                      {row.description}
                    </span>
                  ) : null}
                </div>
              ),
            },
            {
              header: t('subscribedEvents'),
              className: 'min-w-48',
              cell: (row) => (
                <ul className="flex flex-wrap gap-1">
                  {row.events.map((event) => (
                    <li key={event} className="rounded bg-surface-2 px-1.5 py-0.5 text-xs">
                      {t(`events.${event}`)}
                    </li>
                  ))}
                </ul>
              ),
            },
            {
              header: t('state'),
              cell: (row) => <StatusBadge tone={row.enabled ? 'approved' : 'neutral'}>{t(row.enabled ? 'states.enabled' : 'states.disabled')}</StatusBadge>,
            },
            { header: t('added'), className: 'whitespace-nowrap', cell: (row) => when(row.created_at) },
            {
              header: t('actions'),
              isHeaderHidden: true,
              className: 'text-end',
              cell: (row: WebhookEndpointJson) => (
                <div className="flex flex-wrap justify-end gap-2">
                  <WebhookEndpointToggle id={row.id} url={row.url} enabled={row.enabled} />
                  <WebhookEndpointDelete id={row.id} url={row.url} />
                </div>
              ),
            },
          ]}
        />
      </section>
      <section aria-labelledby="webhook-deliveries" className="flex flex-col gap-3">
        <h2 id="webhook-deliveries" className="text-xl font-bold">
          {t('deliveries.title')}
        </h2>
        <FilterForm label={t('deliveries.filters')} submitLabel={t('deliveries.apply')}>
          <FilterSelect
            name="endpoint_id"
            label={t('deliveries.endpoint')}
            value={query.endpoint_id}
            anyLabel={t('deliveries.anyEndpoint')}
            options={endpoints.map((endpoint) => ({ value: endpoint.id, label: endpoint.url }))}
          />
          <FilterSelect
            name="status"
            label={t('deliveries.status')}
            value={query.status}
            anyLabel={t('deliveries.anyStatus')}
            options={webhookDeliveryStatuses.map((status) => ({ value: status, label: t(`deliveries.statuses.${status}`) }))}
          />
        </FilterForm>
        <RecordsList
          totalLabel={t('deliveries.total', { count: deliveries.meta.total })}
          empty={{ title: t('deliveries.empty'), description: t('deliveries.emptyHint') }}
          caption={t('deliveries.title')}
          rows={deliveries.data}
          rowTestId="webhook-delivery-row"
          columns={[
            {
              header: t('deliveries.event'),
              cell: (row) => (
                <div className="flex flex-col gap-0.5">
                  <span>{t(`events.${row.event_type}`)}</span>
                  <Ltr className="font-mono text-xs text-muted">{row.event_id}</Ltr>
                </div>
              ),
            },
            { header: t('deliveries.endpoint'), className: 'min-w-40 max-w-xs', cell: (row) => <Ltr className="break-all">{row.endpoint_url}</Ltr> },
            {
              header: t('deliveries.status'),
              cell: (row) => (
                <div className="flex flex-col items-start gap-0.5">
                  <StatusBadge tone={deliveryTones[row.status]}>{t(`deliveries.statuses.${row.status}`)}</StatusBadge>
                  {row.last_error ? (
                    <Ltr className="max-w-xs text-xs break-words text-danger">{row.last_error}</Ltr>
                  ) : null}
                </div>
              ),
            },
            {
              header: t('deliveries.httpStatus'),
              cell: (row) => (row.response_status === null ? <span className="text-muted">{t('deliveries.noAnswer')}</span> : <Ltr>{String(row.response_status)}</Ltr>),
            },
            {
              header: t('deliveries.responseTime'),
              className: 'whitespace-nowrap',
              cell: (row) => (row.response_time_ms === null ? '' : t('deliveries.milliseconds', { value: formatNumber(row.response_time_ms, locale) })),
            },
            { header: t('deliveries.attempts'), cell: (row) => formatNumber(row.attempts, locale) },
            { header: t('deliveries.time'), className: 'whitespace-nowrap', cell: (row) => when(row.delivered_at ?? row.created_at) },
            {
              header: t('actions'),
              isHeaderHidden: true,
              className: 'text-end',
              cell: (row: WebhookDeliveryJson) => (row.status === 'pending' ? null : <WebhookRedeliver id={row.id} event={t(`events.${row.event_type}`)} />),
            },
          ]}
        />
        <ListPager base="/manager/panel/webhooks" query={flatParams(searchParams)} meta={deliveries.meta} />
      </section>
    </>
  );
}
