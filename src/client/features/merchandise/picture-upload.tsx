/** A jersey picture chosen and uploaded at once (POST /merchandise/jerseys/picture). */
import { PictureUpload as Upload } from '../../components/picture-upload';
import { uploadJerseyPicture } from './api';

export { PictureThumb } from '../../components/picture-upload';

export function PictureUpload(props: {
  label: string;
  onUploaded: (url: string) => void;
  disabled?: boolean;
}) {
  return <Upload {...props} upload={uploadJerseyPicture} />;
}
