import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, MESSAGES } from './errors';

// Uploads (the back office's contracts, cookie policies, station KML/KMZ; a member's company-claim
// document, docs/decisions/069; a representative's correction source, decision 070) arrive as multipart form data:
// one file field beside a few short text fields. busboy enforces the limits while it reads, so an
// oversize file stops at the limit instead of being held in memory whole.

export interface UploadForm {
  fields: Record<string, string>;
  file?: { name: string; data: Buffer };
}

/** Multipart for the routes of the calling plugin only, with the limits every upload shares. */
export async function registerUploads(app: FastifyInstance, maxFileBytes: number) {
  await app.register(fastifyMultipart, {
    // The combined station form is the widest: a definition, a month of capacity and its entry note (decision 052).
    limits: { fileSize: maxFileBytes, files: 1, fields: 16, fieldSize: 4_000, parts: 18, headerPairs: 50, fieldNameSize: 50 },
    throwFileSizeLimit: true,
  });
}

/** The multipart limits' refusals in Turkish (busboy's codes as @fastify/multipart reports them). */
function uploadRefusal(error: unknown, tooLarge: string): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, 'PAYLOAD_TOO_LARGE', tooLarge);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError(413, 'PAYLOAD_TOO_LARGE', MESSAGES.payloadTooLarge);
  return new AppError(400, 'VALIDATION_ERROR', MESSAGES.validation);
}

export interface StreamedUploadForm {
  fields: Record<string, string>;
  /** The file as written to a private temporary path (its own name only as data). */
  file?: { name: string; path: string };
  /** Removes the temporary file; call it when done, whatever happened. */
  cleanup(): Promise<void>;
}

/**
 * Like readUploadForm, but the file streams to a temporary file instead of memory (the importer's
 * spreadsheets, up to 25 MB, are then parsed as streams too). The limits hold while it is written.
 */
export async function readUploadToFile(request: FastifyRequest, tooLarge: string): Promise<StreamedUploadForm> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Dosya multipart/form-data olarak gönderilmelidir');
  const written: string[] = [];
  const form: StreamedUploadForm = { fields: {}, cleanup: () => Promise.all(written.map((file) => rm(file, { force: true }))).then(() => undefined) };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || form.file) {
          part.file.resume();
          throw new AppError(400, 'VALIDATION_ERROR', MESSAGES.validation);
        }
        const file = path.join(tmpdir(), `gunesveri-upload-${randomUUID()}`);
        written.push(file);
        await pipeline(part.file, createWriteStream(file, { mode: 0o600 }));
        form.file = { name: part.filename, path: file };
        if (part.filename === '' && part.file.bytesRead === 0) delete form.file;
      } else if (typeof part.value === 'string') {
        if (part.value.includes('\u0000')) throw new AppError(400, 'VALIDATION_ERROR', MESSAGES.invalidCharacters);
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    await form.cleanup();
    throw uploadRefusal(error, tooLarge);
  }
  return form;
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
    throw uploadRefusal(error, tooLarge);
  }
  // An empty file input still sends a part with no name and no bytes: no file was chosen.
  if (form.file && form.file.name === '' && form.file.data.byteLength === 0) delete form.file;
  return form;
}

/** A form's text fields checked by the shared schema, refused with its first Turkish message. */
export function formFields<S extends z.ZodType>(schema: S, form: Pick<UploadForm, 'fields'>): z.output<S> {
  const parsed = schema.safeParse(form.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(400, 'VALIDATION_ERROR', issue?.message ?? 'Gönderilen bilgiler geçersiz.', {
      issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    });
  }
  return parsed.data;
}
