import { z } from 'zod';

/** The path params of every `…/{id}` address: one uuid, a 404 when it is not one. */
export const idParams = z.object({ id: z.uuid() });
