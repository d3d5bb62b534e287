import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** What a control inside a Field spreads on itself so its label, hint and error are tied to it. */
export type FieldControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type Props = {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** A fixed id for the control, when something outside the field points at it. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** The ids of a control's hint and error, as `aria-describedby` lists them. */
export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** An error announced when it appears; `id` is what the control's `aria-describedby` names. */
export function FieldError({ id, message, className }: { id?: string; message?: ReactNode; className?: string }) {
  return message ? (
    <p id={id} role="alert" className={cn('text-sm text-danger', className)}>
      {message}
    </p>
  ) : null;
}

/** A label, a control, a hint and an announced error (aria-invalid, aria-describedby). */
export function Field({ label, hint, error, id: fixedId, className, children }: Props) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, { hint, error }) })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
