import type { z } from 'zod';
import { BadRequestError } from '@/server/errors';
import { parseBody } from './handler';
import { assertStorableText } from './unstorable-text';

/**
 * Reads a body that is either JSON or multipart (a form that may carry one file in `fileField`).
 * Text fields are validated with `schema`; the file comes back as bytes, or null when absent.
 */
export async function parseFormOrJson<T extends z.ZodType>(
  request: Request,
  schema: T,
  fileField: string,
): Promise<{ input: z.infer<T>; file: Uint8Array | null; fileName: string | null }> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) return { input: await parseBody(request, schema), file: null, fileName: null };
  const form = await request.formData().catch(() => {
    throw new BadRequestError();
  });
  const fields: Record<string, string> = {};
  let file: Uint8Array | null = null;
  let fileName: string | null = null;
  for (const [name, value] of form.entries()) {
    if (name === fileField) {
      if (typeof value !== 'string' && value.size > 0) {
        file = new Uint8Array(await value.arrayBuffer());
        fileName = value.name || null;
      }
    } else if (typeof value === 'string') fields[name] = value;
  }
  assertStorableText(fields);
  return { input: schema.parse(fields), file, fileName };
}
