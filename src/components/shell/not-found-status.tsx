'use client';

import { notFound } from 'next/navigation';
import { Suspense } from 'react';

function ThrowWhileServerRendering() {
  if (typeof window === 'undefined') notFound();
  return null;
}

/**
 * Makes a cached page that renders its own 404 screen answer 404. A `notFound()` thrown outside
 * a Suspense boundary makes Next send an empty document that only JavaScript fills, so crawlers
 * and readers without it would never see the screen; thrown inside one while the server renders,
 * it sets the status and leaves the rest of the HTML as rendered. In the browser it is nothing.
 */
export function NotFoundStatus() {
  return (
    <Suspense fallback={null}>
      <ThrowWhileServerRendering />
    </Suspense>
  );
}
