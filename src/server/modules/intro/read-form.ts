/**
 * The multipart forms of §7 Intro: text fields and picture files side by side. Files are read
 * into memory (10 MB each at most, the app's multipart limit) and checked later by content,
 * when the media module encodes them; what the browser claims about a file is never trusted.
 */
import type { FastifyRequest } from 'fastify';
import { SERVER_MESSAGE } from '../../../contract/messages';
import { INTRO_TEXT } from '../../../contract/intro';
import { badRequest, HttpError } from '../../http-errors';

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

export interface IntroForm {
  /** Every value of each text field, in the order sent. */
  fields: Map<string, string[]>;
  files: UploadedFile[];
}

/** The first value of a text field, if it was sent. */
export function fieldOf(form: IntroForm, name: string): string | undefined {
  return form.fields.get(name)?.[0];
}

export async function readIntroForm(
  request: FastifyRequest,
  allowed: { fields: readonly string[]; files: readonly string[] },
): Promise<IntroForm> {
  const hint = `Send multipart/form-data with the fields ${[...allowed.fields, ...allowed.files].join(', ')}.`;
  if (!request.isMultipart()) throw badRequest(hint);
  const form: IntroForm = { fields: new Map(), files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!allowed.files.includes(part.fieldname)) {
          part.file.resume();
          throw badRequest(INTRO_TEXT.unknownField(part.fieldname), {
            [part.fieldname]: INTRO_TEXT.unknownField(part.fieldname),
          });
        }
        const data = await part.toBuffer();
        // A form whose file input was left empty still sends the field, with no bytes.
        if (data.length > 0)
          form.files.push({ field: part.fieldname, filename: part.filename, data });
      } else {
        if (!allowed.fields.includes(part.fieldname)) {
          throw badRequest(INTRO_TEXT.unknownField(part.fieldname), {
            [part.fieldname]: INTRO_TEXT.unknownField(part.fieldname),
          });
        }
        const values = form.fields.get(part.fieldname) ?? [];
        values.push(String(part.value));
        form.fields.set(part.fieldname, values);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, SERVER_MESSAGE.fileTooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(INTRO_TEXT.tooManyImages);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(hint);
    throw error;
  }
  return form;
}
