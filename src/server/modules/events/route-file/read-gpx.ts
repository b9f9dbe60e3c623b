/** The GPX file of a multipart upload, refused past EVENT_LIMITS.gpxMaxBytes. */
import type { FastifyRequest } from 'fastify';
import { EVENT_LIMITS, EVENT_TEXT, GPX_FIELD } from '../../../../contract/events';
import { badRequest, HttpError } from '../../../http-errors';

export async function readGpx(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(EVENT_TEXT.gpxField);
  try {
    for await (const part of request.parts({ limits: { fileSize: EVENT_LIMITS.gpxMaxBytes } })) {
      if (part.type === 'file' && part.fieldname === GPX_FIELD) return await part.toBuffer();
      if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, EVENT_TEXT.gpxTooLarge);
    }
    throw error;
  }
  throw badRequest(EVENT_TEXT.gpxField, { [GPX_FIELD]: EVENT_TEXT.gpxChoose });
}
