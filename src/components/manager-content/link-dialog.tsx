'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Ltr } from '@/components/ui/ltr';

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The link at the cursor, when there is one. */
  current: string | undefined;
  onApply: (href: string) => void;
  onRemove: () => void;
};

/** Only web and mail addresses or site paths become links; anything else (`javascript:`…) is refused here too. */
function isLinkTarget(value: string): boolean {
  return /^(https?:\/\/\S+|mailto:\S+|\/\S*)$/i.test(value);
}

/** Adds, edits or removes the link at the editor's selection, in a focus-trapped dialog. */
export function LinkDialog({ isOpen, onOpenChange, current, onApply, onRemove }: Props) {
  const t = useTranslations('managerContent.editor');
  const common = useTranslations('common');
  const [href, setHref] = useState(current ?? 'https://');
  const [isInvalid, setIsInvalid] = useState(false);

  const apply = () => {
    const value = href.trim();
    if (!isLinkTarget(value)) {
      setIsInvalid(true);
      return;
    }
    onApply(value);
    onOpenChange(false);
  };

  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('linkTitle')} closeLabel={common('close')}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          // React events bubble through the portal: the item's own form must not submit too.
          event.stopPropagation();
          apply();
        }}
      >
        <Field label={t('linkAddress')} error={isInvalid ? t.rich('linkInvalid', { bdi: (chunks) => <Ltr>{chunks}</Ltr> }) : undefined}>
          {(control) => (
            <Input
              {...control}
              dir="ltr"
              type="text"
              inputMode="url"
              value={href}
              autoFocus
              onChange={(event) => {
                setHref(event.target.value);
                setIsInvalid(false);
              }}
            />
          )}
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          {current ? (
            <Button
              type="button"
              severity="secondary"
              onClick={() => {
                onRemove();
                onOpenChange(false);
              }}
            >
              {t('linkRemove')}
            </Button>
          ) : null}
          <Button type="submit">{t('linkApply')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
