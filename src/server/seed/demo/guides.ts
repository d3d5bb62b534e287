import type { Database } from '@/server/db/client';
import type { WriteContext } from '@/server/services/context';
import { addGuideItem, createGuide } from '@/server/services/where-to-start';
import type { ContentType } from '@/shared/content-types';
import { guideCreateSchema, guideItemCreateSchema } from '@/shared/schemas/where-to-start';

type Step = { type: ContentType; index: number; en: string; fa: string };
type DemoGuide = { en: [title: string, description: string]; fa: [title: string, description: string]; steps: Step[] };

/** Two reading paths through the demo library; each step names an item by its type and place in the demo tables. */
const demoGuides: DemoGuide[] = [
  {
    en: ['Crypto from zero', 'Five steps from “what is a blockchain?” to holding your first coins safely. About an hour of reading.'],
    fa: ['رمزارز از صفر', 'پنج گام از «بلاکچین چیست؟» تا نگه‌داری امن اولین رمزارزها. حدود یک ساعت مطالعه.'],
    steps: [
      { type: 'articles', index: 0, en: 'Start here: the idea everything else rests on.', fa: 'از اینجا شروع کنید: ایده‌ای که همه‌چیز بر آن بنا شده است.' },
      { type: 'articles', index: 1, en: 'Before you buy anything, learn what a seed phrase protects.', fa: 'پیش از هر خریدی، بدانید عبارت بازیابی از چه محافظت می‌کند.' },
      { type: 'articles', index: 3, en: 'Why some tokens keep a steady price.', fa: 'چرا قیمت بعضی توکن‌ها ثابت می‌ماند.' },
      { type: 'articles', index: 5, en: 'Why fees are lower on some networks, and what you trade for it.', fa: 'چرا کارمزد در بعضی شبکه‌ها کمتر است و در عوض چه از دست می‌دهید.' },
      { type: 'books', index: 0, en: 'When you want the whole picture: the classic book.', fa: 'وقتی تصویر کامل را می‌خواهید: کتاب مرجع.' },
    ],
  },
  {
    en: ['Your first steps in the metaverse', 'What a metaverse is, what owning land there means, and where to take a first look. Four steps.'],
    fa: ['نخستین گام‌ها در متاورس', 'متاورس چیست، مالکیت زمین در آن یعنی چه و برای نخستین نگاه کجا برویم. چهار گام.'],
    steps: [
      { type: 'books', index: 4, en: 'A careful definition, without the hype.', fa: 'تعریفی دقیق، بدون هیجان‌زدگی.' },
      { type: 'articles', index: 2, en: 'What you actually buy when you buy virtual land.', fa: 'وقتی زمین مجازی می‌خرید، در واقع چه می‌خرید.' },
      { type: 'metaverses', index: 0, en: 'A world you can visit today in a browser.', fa: 'جهانی که همین امروز در مرورگر می‌توانید ببینید.' },
      { type: 'books', index: 2, en: 'For the evening: the novel that named the metaverse.', fa: 'برای شب: رمانی که نام متاورس را ساخت.' },
    ],
  },
];

/**
 * Publishes the demo's where-to-start guides through the managers' verbs, written `by` the system.
 * `itemId` answers a step's item id, or undefined when the library lacks it (the step is then left out).
 */
export async function seedDemoGuides(
  db: Database,
  by: WriteContext,
  itemId: (type: ContentType, index: number) => string | undefined,
): Promise<void> {
  for (const [position, guide] of demoGuides.entries()) {
    const input = guideCreateSchema.parse({
      title_en: guide.en[0],
      description_en: guide.en[1],
      title_fa: guide.fa[0],
      description_fa: guide.fa[1],
      status: 'published',
      position,
    });
    const created = await createGuide({ input, by }, db);
    for (const step of guide.steps) {
      const contentId = itemId(step.type, step.index);
      if (!contentId) continue;
      await addGuideItem({ guideId: created.id, input: guideItemCreateSchema.parse({ content_id: contentId, note_en: step.en, note_fa: step.fa }), by }, db);
    }
  }
}
