import { notFound } from 'next/navigation';

/** Any address no page claims is SPEC §8's page-not-found, inside the site's layout. */
export default function UnmatchedPage() {
  notFound();
}
