'use client';

import { useId, type FormEventHandler, type ReactNode } from 'react';

/** A form standing on its own in a panel page, named by its heading. */
export function FormCard({ title, onSubmit, children }: { title: string; onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  const id = useId();
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4">
      <h2 id={`${id}-title`} className="text-base font-bold">
        {title}
      </h2>
      {children}
    </form>
  );
}
