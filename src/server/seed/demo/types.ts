/** The shape the demo data tables are written in; bodies are composed from them in `compose.ts`. */
export type SeedText = {
  title: string;
  excerpt: string;
  /** `[heading, paragraph]` pairs; each becomes an `<h2>` and a `<p>`. */
  sections: [string, string][];
  /** A titled bullet list after the sections (episode topics, lesson goals). */
  list?: { heading: string; items: string[] };
};

export type CategoryKey = 'basics' | 'wallets' | 'metaverse' | 'markets' | 'nft' | 'development';
export type TagKey =
  | 'bitcoin'
  | 'ethereum'
  | 'nft'
  | 'defi'
  | 'beginner'
  | 'security'
  | 'land'
  | 'dao'
  | 'layer2'
  | 'stablecoin'
  | 'gaming'
  | 'regulation';

export type SeedItem = {
  category: CategoryKey;
  tags: TagKey[];
  /** Days before the seed ran that the item was published (negative: scheduled in the future). */
  daysAgo: number;
  /** How popular the item is, 0 to 90: the share of the demo community that likes it (see engagement.ts). */
  likes?: number;
  fa?: SeedText;
  en?: SeedText;
  /** Latin initials for the cover when the item has no English title. */
  mark?: string;
  attributes: Record<string, unknown>;
};
