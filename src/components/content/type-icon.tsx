import { BookOpen, Coins, FileText, Globe2, Headphones, MessageSquareText, PlayCircle, type Icon } from '@/components/ui/drawn-icons';
import type { ContentTypeIcon } from '@/shared/content-types';

const icons: Record<ContentTypeIcon, Icon> = {
  'file-text': FileText,
  'book-open': BookOpen,
  coins: Coins,
  globe: Globe2,
  headphones: Headphones,
  'play-circle': PlayCircle,
  'message-square-text': MessageSquareText,
};

/** A content type's icon, by the name its registry entry gives; decorative, so hidden from screen readers. */
export function TypeIcon({ name, className }: { name: ContentTypeIcon; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden="true" />;
}
