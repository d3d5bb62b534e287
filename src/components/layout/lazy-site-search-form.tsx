'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type { SiteSearchForm as Form } from './site-search-form';

// The form and its suggestions load when a reader opens search, not with every page's first scripts.
const SiteSearchForm = lazy(() => import('./site-search-form').then((module) => ({ default: module.SiteSearchForm })));

/** The search form, fetched on first use; its row keeps its height while it arrives. */
export function LazySiteSearchForm(props: ComponentProps<typeof Form>) {
  return (
    <Suspense fallback={<div className={`h-10 ${props.className ?? ''}`} />}>
      <SiteSearchForm {...props} />
    </Suspense>
  );
}
