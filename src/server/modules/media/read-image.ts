/** The picture of a multipart upload: profile, cover and post pictures are read alike. */
import type { FastifyRequest } from 'fastify';
import { SERVER_MESSAGE } from '../../../contract/messages';
import { badRequest, HttpError } from '../../http-errors';

export const IMAGE_FIELD = 'image';

/** The bytes of the multipart field `image`, refused past the 10 MB limit. */
export async function readImage(request: FastifyRequest): Promise<Buffer> {
  const fieldHint = `Send the picture as multipart/form-data in the field "${IMAGE_FIELD}".`;
  if (!request.isMultipart()) throw badRequest(fieldHint);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === IMAGE_FIELD) return await part.toBuffer();
      if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, SERVER_MESSAGE.fileTooLarge);
    }
    throw error;
  }
  throw badRequest(fieldHint, { [IMAGE_FIELD]: 'Choose a picture.' });
}
