import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { getDb } from '@/server/db/client';
import { users, type User } from '@/server/db/schema';
import { ValidationError } from '@/server/errors';
import { mediaUrl } from '@/server/services/media';
import { recordActivity } from '@/server/services/activity/record-activity';
import type { UserActor, WriteContext } from '@/server/services/context';
import { getStorage } from '@/server/storage';
import { AVATAR_MAX_BYTES } from '@/shared/request-body-limits';
import { transaction } from '@/server/db/unit-of-work';

export { AVATAR_MAX_BYTES };
export const AVATAR_SIZE = 256;
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);

/**
 * Replaces the signed-in user's picture. The bytes must decode as a raster image (the file name
 * and declared type are not trusted); it is cropped to a square, resized and re-encoded as WebP,
 * which also drops any metadata the original carried. `null` removes the picture.
 */
export async function updateAvatar({
  input: { avatar: data },
  by: { ctx, actor },
}: {
  input: { avatar: Uint8Array | null };
  by: WriteContext<UserActor>;
}): Promise<User> {
  let avatar: string | null = null;
  if (data) {
    if (data.byteLength > AVATAR_MAX_BYTES) throw ValidationError.field('avatar', 'validation.avatarSize', { max: 2 });
    const format = await sharp(data)
      .metadata()
      .then((metadata) => metadata.format)
      .catch(() => undefined);
    if (!format || !IMAGE_FORMATS.has(format)) throw ValidationError.field('avatar', 'validation.avatarType');
    const webp = await sharp(data).rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
    const key = `avatars/${actor.id}/${randomUUID()}.webp`;
    await getStorage().put(key, webp);
    avatar = mediaUrl(key);
  }
  return transaction(getDb(), async (tx) => {
    const [user] = await tx.update(users).set({ avatar }).where(eq(users.id, actor.id)).returning();
    await recordActivity(tx, {
      actorId: actor.id,
      action: avatar ? 'profile.avatar_updated' : 'profile.avatar_removed',
      resource: 'users',
      resourceId: actor.id,
      client: ctx,
    });
    return user!;
  });
}
