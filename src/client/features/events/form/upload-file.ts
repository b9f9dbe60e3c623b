/** Ride uploads with their progress: a cover or sponsor picture, a GPX route. */
import {
  eventPictureSchema,
  uploadedRouteSchema,
  type EventPicture,
  type UploadedRoute,
} from '../../../../contract/events';
import { EVENT_PATHS, GPX_FIELD } from '../../../../contract/events-constants';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** The multipart field the server reads a ride picture from. */
const PICTURE_FIELD = 'image';

function upload<T>(
  path: string,
  field: string,
  file: File,
  parse: (body: unknown) => T,
  onProgress: (fraction: number) => void,
): Promise<T> {
  const form = new FormData();
  form.append(field, file, file.name);
  return uploadWithProgress(path, form, parse, onProgress);
}

export function uploadRidePicture(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<EventPicture> {
  return upload(EVENT_PATHS.picture, PICTURE_FIELD, file, eventPictureSchema.parse, onProgress);
}

export function uploadRoute(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadedRoute> {
  return upload(EVENT_PATHS.route, GPX_FIELD, file, uploadedRouteSchema.parse, onProgress);
}
