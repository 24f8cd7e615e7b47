import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, MESSAGES } from '../../lib/errors';

// Back-office uploads (contracts, cookie policies, station KML/KMZ) arrive as multipart form data:
// one file field beside a few short text fields. busboy enforces the limits while it reads, so an
// oversize file stops at the limit instead of being held in memory whole.

export interface UploadForm {
  fields: Record<string, string>;
  file?: { name: string; data: Buffer };
}

/** Multipart for the routes of the calling plugin only, with the limits every upload shares. */
export async function registerUploads(app: FastifyInstance, maxFileBytes: number) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxFileBytes, files: 1, fields: 10, fieldSize: 4_000, parts: 12, headerPairs: 50, fieldNameSize: 50 },
    throwFileSizeLimit: true,
  });
}

/** The form's fields and its one file (field "file"); refused in Turkish when it breaks a limit. */
export async function readUploadForm(request: FastifyRequest, tooLarge: string): Promise<UploadForm> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Dosya multipart/form-data olarak gönderilmelidir');
  const form: UploadForm = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || form.file) {
          await part.toBuffer().catch(() => undefined);
          throw new AppError(400, 'VALIDATION_ERROR', MESSAGES.validation);
        }
        form.file = { name: part.filename, data: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        // The JSON routes refuse NUL in one hook (request-guards); multipart fields pass it by.
        if (part.value.includes('\u0000')) throw new AppError(400, 'VALIDATION_ERROR', MESSAGES.invalidCharacters);
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'PAYLOAD_TOO_LARGE', tooLarge);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError(413, 'PAYLOAD_TOO_LARGE', MESSAGES.payloadTooLarge);
    throw new AppError(400, 'VALIDATION_ERROR', MESSAGES.validation);
  }
  // An empty file input still sends a part with no name and no bytes: no file was chosen.
  if (form.file && form.file.name === '' && form.file.data.byteLength === 0) delete form.file;
  return form;
}

/** A form's text fields checked by the shared schema, refused with its first Turkish message. */
export function formFields<S extends z.ZodType>(schema: S, form: UploadForm): z.output<S> {
  const parsed = schema.safeParse(form.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(400, 'VALIDATION_ERROR', issue?.message ?? 'Gönderilen bilgiler geçersiz.', {
      issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    });
  }
  return parsed.data;
}
