/**
 * Facts about content attributes that need no schema: the feature topics, the hosts a video may be
 * embedded from, the attributes the server measures. Browser code reads them here without loading
 * zod; the attribute schemas (./schemas/content-attributes) are built on them.
 */

/** SPEC §9's twelve feature / FAQ topics, in display order. Persian labels live in `content.topics`. */
export const featureTopics = {
  definition: 'Definition',
  plots_of_land: 'Plots of land',
  types_of_virtual: 'Types of virtual',
  types_of_tokens: 'Types of tokens',
  backing: 'Backing',
  wallet_compatibility: 'Wallet compatibility',
  purchasing_land: 'Purchasing land',
  innovation: 'Innovation',
  collaborations: 'Collaborations',
  platform_accessibility: 'Platform accessibility',
  ad_system: 'Ad system',
  other: 'Other',
} as const;
export type FeatureTopic = keyof typeof featureTopics;
export const featureTopicKeys = Object.keys(featureTopics) as [FeatureTopic, ...FeatureTopic[]];

/** Hosts whose players may be embedded: Aparat (Iran's video platform) and YouTube. */
export const embedHosts = ['aparat.com', 'www.aparat.com', 'youtube.com', 'www.youtube.com', 'youtu.be', 'www.youtube-nocookie.com'];

export function isAllowedEmbed(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && embedHosts.includes(parsed.hostname.toLowerCase());
  } catch {
    return false;
  }
}

/** Text an editor writes per language inside the attributes (metaverse features, post text). */
export type LocalizedText = { fa?: string; en?: string };

/** Attributes the server writes itself: forms never offer them as fields. */
export const serverMeasuredAttributes = ['duration_seconds'] as const;
export type ServerMeasuredAttribute = (typeof serverMeasuredAttributes)[number];
