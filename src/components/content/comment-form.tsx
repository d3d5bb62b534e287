'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextAreaField } from '@/components/forms/text-area-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { api, ApiError } from '@/lib/api-client';
import { contentContracts } from '@/shared/api/browser/content';
import type { ContentType } from '@/shared/content-types';
import { createCommentSchema, type CreateCommentInput } from '@/shared/schemas/content';
import { commentsKeys } from './comments-keys';

type Props = { type: ContentType; slug: string; parentId?: string; onDone?: () => void; onCancel?: () => void };

/** A comment or, with `parentId`, a reply; it waits for moderation, so the author's pending list refreshes. */
export function CommentForm({ type, slug, parentId, onDone, onCancel }: Props) {
  const t = useTranslations('engagement.comments');
  const queryClient = useQueryClient();
  const { form, submitWith } = useApiForm<CreateCommentInput>(createCommentSchema, { body: '', parent_id: parentId ?? null });

  // Comments sent offline that the service worker holds until the connection is back (ADR 0030).
  const [queued, setQueued] = useState<string[]>([]);
  useEffect(() => {
    const sent = () => {
      setQueued([]);
      void queryClient.invalidateQueries({ queryKey: commentsKeys.own(type, slug) });
    };
    window.addEventListener('online', sent);
    return () => window.removeEventListener('online', sent);
  }, [queryClient, type, slug]);

  const onSubmit = submitWith(async (values) => {
    // The key makes a resend (the worker's, after a lost answer) the same comment, not a second one.
    const body = { ...values, client_key: crypto.randomUUID() };
    try {
      await api(contentContracts.createComment, { params: { type, slug }, body });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 0 && navigator.serviceWorker?.controller)) throw error;
      setQueued((current) => [...current, values.body]);
    }
    form.reset({ body: '', parent_id: parentId ?? null });
    await queryClient.invalidateQueries({ queryKey: commentsKeys.own(type, slug) });
    onDone?.();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <TextAreaField
        form={form}
        name="body"
        label={parentId ? t('replyLabel') : t('label')}
        placeholder={t('placeholder')}
        rows={parentId ? 3 : 4}
        maxLength={2000}
      />
      {queued.map((body, index) => (
        <p key={index} role="status" className="rounded-lg border border-dashed border-border px-3 py-2 text-sm" data-testid="queued-comment">
          <span className="block font-medium text-muted">{t('queued')}</span>
          {body}
        </p>
      ))}
      <div className="flex flex-wrap items-center gap-2">
        <SubmitButton isLoading={form.formState.isSubmitting}>
          {parentId ? t('submitReply') : t('submit')}
        </SubmitButton>
        {onCancel ? (
          <Button type="button" severity="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
