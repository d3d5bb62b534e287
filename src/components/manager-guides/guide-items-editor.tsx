'use client';

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import { api } from '@/lib/api-client';
import { eventsGuidesContracts } from '@/shared/api/browser/events-guides';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/shared/format/number';
import type { ManagedGuideDetail, ManagedGuideItem } from '@/shared/schemas/where-to-start';
import { MetaLine } from '@/components/ui/meta-line';

type RowProps = {
  item: ManagedGuideItem;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  isRemoving: boolean;
};

function SortableRow({ item, index, count, onMove, onRemove, isRemoving }: RowProps) {
  const t = useTranslations('whereToStart.manager');
  const nav = useTranslations('nav');
  const locale = useLocale() as Locale;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  const note = locale === 'fa' ? item.note_fa : item.note_en;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn('flex items-center gap-3 rounded-xl border border-border bg-surface p-3', isDragging && 'relative z-10 shadow-lg')}
      data-item-id={item.id}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="cursor-grab rounded-md p-1 text-muted hover:bg-surface-2 focus-visible:outline-2"
        aria-label={t('dragHandle', { title: item.title })}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-5" aria-hidden="true" />
      </button>
      <span className="w-6 text-center text-sm tabular-nums text-muted">{formatNumber(index + 1, locale)}</span>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium">{item.title}</span>
        <MetaLine className="truncate text-xs text-muted" parts={[nav(item.type as 'articles'), note]} />
      </div>
      <Button type="button" size="icon" severity="ghost" disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={t('moveUp', { title: item.title })}>
        <ArrowUp className="size-4" aria-hidden="true" />
      </Button>
      <Button
        type="button"
        size="icon"
        severity="ghost"
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
        aria-label={t('moveDown', { title: item.title })}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </Button>
      <Button type="button" size="icon" severity="ghost" isLoading={isRemoving} onClick={onRemove} aria-label={t('remove', { title: item.title })}>
        {isRemoving ? null : <Trash2 className="size-4 text-danger" aria-hidden="true" />}
      </Button>
    </li>
  );
}

/**
 * A guide's items in order: reorder by dragging, by keyboard (Space on the handle, arrows, Space
 * again) or with the move buttons, then save the order; remove items one by one.
 */
export function GuideItemsEditor({ guide }: { guide: ManagedGuideDetail }) {
  const t = useTranslations('whereToStart.manager');
  const locale = useLocale() as Locale;
  const [items, setItems] = useState(guide.items);
  const [saved, setSaved] = useState(guide.items.map((item) => item.id).join());
  const [isSaving, setIsSaving] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const isDirty = items.map((item) => item.id).join() !== saved;

  const titleOf = (id: string | number) => items.find((item) => item.id === id)?.title ?? '';
  const positionOf = (id: string | number | undefined) => formatNumber(items.findIndex((item) => item.id === id) + 1, locale);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dndPickedUp', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('dndMoved', { title: titleOf(active.id), position: positionOf(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('dndDropped', { title: titleOf(active.id), position: positionOf(over.id) }) : undefined),
    onDragCancel: () => t('dndCancelled'),
  };

  const move = (from: number, to: number) => setItems((current) => arrayMove(current, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    move(from, to);
  };

  const apply = (next: ManagedGuideDetail) => {
    setItems(next.items);
    setSaved(next.items.map((item) => item.id).join());
  };

  const saveOrder = async () => {
    setIsSaving(true);
    try {
      const { data } = await api(eventsGuidesContracts.reorderGuideItems, { params: { id: guide.id }, body: { items: items.map((item) => item.id) } });
      apply(data);
    } finally {
      setIsSaving(false);
    }
  };

  const remove = async (item: ManagedGuideItem) => {
    setRemoving(item.id);
    try {
      const { data } = await api(eventsGuidesContracts.removeGuideItem, { params: { id: guide.id, itemId: item.id } });
      // Keep the unsaved order of the rest.
      setItems((current) => current.filter((other) => other.id !== item.id));
      setSaved(data.items.map((other) => other.id).join());
    } finally {
      setRemoving(null);
    }
  };

  if (items.length === 0) return <p className="text-sm text-muted">{t('noItems')}</p>;

  return (
    <div className="flex max-w-3xl flex-col gap-3">
      <p id="guide-reorder-hint" className="text-sm text-muted">
        {t('reorderHint')}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('reorderHint') } }}
      >
        <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
          <ol className="flex flex-col gap-2" aria-describedby="guide-reorder-hint">
            {items.map((item, index) => (
              <SortableRow
                key={item.id}
                item={item}
                index={index}
                count={items.length}
                onMove={move}
                onRemove={() => remove(item)}
                isRemoving={removing === item.id}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={saveOrder} isLoading={isSaving} disabled={!isDirty}>
          {t('saveOrder')}
        </Button>
        {isDirty ? (
          <span role="status" className="text-sm text-warn">
            {t('orderUnsaved')}
          </span>
        ) : null}
      </div>
    </div>
  );
}
