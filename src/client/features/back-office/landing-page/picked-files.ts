import { PICTURE_MAX_BYTES } from '../../../../contract/constants';
import { SERVER_MESSAGE } from '../../../../contract/messages';

/**
 * The picked files the server would take, and why any other was left out. A file over the
 * limit is caught here: sent, the server would cut the upload short and the editor would see a
 * lost connection instead of the reason.
 */
export function acceptedPictures(files: File[]): { accepted: File[]; refusal?: string } {
  const accepted = files.filter((file) => file.size <= PICTURE_MAX_BYTES);
  const refused = files.find((file) => file.size > PICTURE_MAX_BYTES);
  return {
    accepted,
    refusal: refused ? `${refused.name}: ${SERVER_MESSAGE.fileTooLarge}` : undefined,
  };
}
