import { surfaceCard } from '@/components/ui/surface';

/** A public page's title and lead paragraph, on an opaque card above the particle field. */
export function PageIntro({ title, lead }: { title: string; lead?: string }) {
  return (
    <header className={`flex flex-col gap-3 ${surfaceCard} p-5 sm:p-6`}>
      <h1 className="text-3xl font-black leading-tight sm:text-4xl">{title}</h1>
      {lead ? <p className="max-w-3xl text-lg leading-8 text-muted">{lead}</p> : null}
    </header>
  );
}
