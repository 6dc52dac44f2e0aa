import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.js';

const malformed = () =>
  new HttpError(
    400,
    'MALFORMED_MULTIPART',
    'The upload is not well-formed multipart/form-data; send the file again.',
  );

/**
 * Reads the one file of a multipart upload into memory, for small files such as pictures.
 * A body that is not multipart is a 415; a broken one (no boundary, cut short) is a 400; a file
 * over the limit is the multipart plugin's own 413.
 */
export async function readSingleUpload(
  request: FastifyRequest,
  field: string,
  options: { maxBytes: number; missingMessage: string },
): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  }
  try {
    const file = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
    if (file?.fieldname !== field) {
      throw new HttpError(400, 'MISSING_FILE', options.missingMessage, [
        { field, reason: 'is required' },
      ]);
    }
    return await file.toBuffer();
  } catch (error) {
    // The multipart plugin's own refusals (too large, too many files) carry a status; the
    // parser's complaints about a broken body do not.
    if (error instanceof HttpError || hasClientStatus(error)) throw error;
    throw malformed();
  }
}

function hasClientStatus(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export interface ReceivedFile {
  path: string;
  filename: string;
  mimetype: string;
  /** The form's text fields, whichever side of the file they came. */
  fields: Record<string, string>;
}

/**
 * Streams the one file of a multipart upload to `dir` (never whole in memory), with the form's
 * text fields. A file over `maxBytes` is the multipart plugin's 413; the caller owns `dir` and
 * removes it, also when this throws.
 */
export async function receiveFileToDisk(
  request: FastifyRequest,
  options: { field: string; maxBytes: number; dir: string; missingMessage: string },
): Promise<ReceivedFile> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  let file: Omit<ReceivedFile, 'fields'> | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: options.maxBytes, files: 1, fields: 10 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === options.field && !file) {
        const path = join(options.dir, 'upload');
        await pipeline(part.file, createWriteStream(path));
        file = { path, filename: part.filename, mimetype: part.mimetype };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (error instanceof HttpError || hasClientStatus(error)) throw error;
    throw malformed();
  }
  if (!file) {
    throw new HttpError(400, 'MISSING_FILE', options.missingMessage, [
      { field: options.field, reason: 'is required' },
    ]);
  }
  return { ...file, fields };
}
