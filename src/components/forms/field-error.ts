import { get, type FieldValues, type UseFormReturn } from 'react-hook-form';

type ErrorNode = { message?: unknown } & Record<string, unknown>;

/** The message shown under the field at `path`; dotted paths reach nested values. */
export function fieldErrorOf<T extends FieldValues>(form: UseFormReturn<T>, path: string): string | undefined {
  const message = (get(form.formState.errors, path) as ErrorNode | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const { message } = node as ErrorNode;
  if (typeof message === 'string' && message) return message;
  for (const [key, child] of Object.entries(node)) {
    if (key === 'ref' || key === 'message' || key === 'type') continue;
    const found = firstMessage(child);
    if (found) return found;
  }
  return undefined;
}

/**
 * The first message at `path` or below it: one editor for a whole value (a row list, the twelve
 * topics) shows what is wrong anywhere inside it.
 */
export function fieldErrorWithin<T extends FieldValues>(form: UseFormReturn<T>, path: string): string | undefined {
  return firstMessage(get(form.formState.errors, path));
}
