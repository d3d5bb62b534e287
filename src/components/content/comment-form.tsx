'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { TextAreaField } from '@/components/forms/text-area-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
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

  const onSubmit = submitWith(async (values) => {
    await api(contentContracts.createComment, { params: { type, slug }, body: values });
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
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" isLoading={form.formState.isSubmitting}>
          {parentId ? t('submitReply') : t('submit')}
        </Button>
        {onCancel ? (
          <Button type="button" severity="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
