import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema';
import { NotFoundError } from '@/server/errors';
import { recordWrite } from '@/server/services/activity/record-activity';
import type { WriteContext } from '@/server/services/context';
import type { ContactMessageView, ContactUpdateInput } from '@/shared/schemas/community';
import { getContactMessage } from './contacts';
import { transaction } from '@/server/db/unit-of-work';

/** Marks a message handled (by the writer, now) or back to unhandled. */
export async function setContactHandled({
  id,
  input: { handled },
  by,
}: {
  id: string;
  input: ContactUpdateInput;
  by: WriteContext;
}): Promise<ContactMessageView> {
  return transaction(getDb(), async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set(handled ? { handledAt: new Date(), handledBy: by.actor.id } : { handledAt: null, handledBy: null })
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id });
    if (!row) throw new NotFoundError();
    await recordWrite(tx, by, handled ? 'contacts.handle' : 'contacts.unhandle', id, { handled });
    return getContactMessage(id, tx);
  });
}
