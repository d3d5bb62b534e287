'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { api } from '@/lib/api-client';
import { managedContentContracts } from '@/shared/api/browser/manager-content';
import { toast } from '@/lib/toast';
import type { ContentType } from '@/shared/content-types';
import type { BulkAction } from '@/shared/schemas/manager-content';

type Props = {
  type: ContentType;
  selectedIds: string[];
  can: { publish: boolean; delete: boolean };
  /** After the action has run: clear the selection and show the list anew. */
  onDone: () => void;
};

/** Publish, unpublish or delete the selected rows, each after a confirmation that counts them. */
export function ContentBulkActions({ type, selectedIds, can, onDone }: Props) {
  const t = useTranslations('managerContent.list');
  const [action, setAction] = useState<BulkAction | null>(null);
  const [isWorking, setIsWorking] = useState(false);

  const run = async () => {
    if (!action) return;
    setIsWorking(true);
    try {
      const { data } = await api(managedContentContracts[type].bulk, { body: { action, ids: selectedIds } });
      toast({ severity: 'success', detail: t(`bulkDone.${action}`, { count: data.ids.length }) });
      setAction(null);
      onDone();
    } finally {
      setIsWorking(false);
    }
  };

  return (
    <>
      {selectedIds.length > 0 ? (
        <div role="region" aria-label={t('bulkActions')} className="flex flex-wrap items-center gap-2 rounded-lg border border-primary/40 bg-primary/5 p-2">
          <span className="text-sm font-medium">{t('selected', { count: selectedIds.length })}</span>
          {can.publish ? (
            <>
              <Button type="button" size="sm" onClick={() => setAction('publish')}>
                {t('bulk.publish')}
              </Button>
              <Button type="button" size="sm" severity="secondary" onClick={() => setAction('unpublish')}>
                {t('bulk.unpublish')}
              </Button>
            </>
          ) : null}
          {can.delete ? (
            <Button type="button" size="sm" severity="danger" onClick={() => setAction('delete')}>
              {t('bulk.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <Dialog
        isOpen={action !== null}
        onOpenChange={(open) => !open && setAction(null)}
        title={action ? t(`confirm.${action}`, { count: selectedIds.length }) : ''}
        description={action === 'delete' ? t('confirm.deleteWarning') : undefined}
        closeLabel={t('cancel')}
      >
        <div className="flex justify-end gap-2">
          <Button type="button" severity="secondary" onClick={() => setAction(null)}>
            {t('cancel')}
          </Button>
          <Button type="button" severity={action === 'delete' ? 'danger' : 'primary'} isLoading={isWorking} onClick={() => void run()}>
            {t('confirmAction')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
