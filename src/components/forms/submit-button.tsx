'use client';

import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { useIsHydrated } from '@/lib/use-is-hydrated';

/**
 * The submit button of a form that only its script sends. Until the page has hydrated there is no
 * handler: a press would submit the form natively, as a GET of the page with every field in the
 * address (a password included) and the typed text gone. So it stays disabled until then.
 */
export function SubmitButton({ disabled, ...props }: Omit<ComponentProps<typeof Button>, 'type' | 'asChild'>) {
  const hydrated = useIsHydrated();
  return <Button type="submit" disabled={!hydrated || disabled} {...props} />;
}
