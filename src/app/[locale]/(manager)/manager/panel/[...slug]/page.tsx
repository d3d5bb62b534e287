import { notFound } from 'next/navigation';

/** Every screen of SPEC §2 has its own page; any other address under the panel is not found. */
export default function UnknownPanelPage(): never {
  notFound();
}
