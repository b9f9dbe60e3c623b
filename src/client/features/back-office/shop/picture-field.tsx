/**
 * A product picture chosen and uploaded at once (POST /product/picture) or taken from the
 * member's storage library.
 */
import type { StorageItem } from '../../../../contract/storage';
import { PictureUpload as Upload } from '../../../components/picture-upload';
import { LibraryPickButton } from '../../storage/library-pick-button';
import { productPictureFromLibrary } from '../../../lib/library-pictures';
import { uploadProductPicture } from './api';

export { PictureThumb } from '../../../components/picture-upload';

export function PictureUpload(props: {
  label: string;
  onUploaded: (url: string) => void;
  disabled?: boolean;
}) {
  const takeFromLibrary = async ([item]: StorageItem[]) => {
    if (item) props.onUploaded((await productPictureFromLibrary(item.id)).url);
  };
  return (
    <Upload
      {...props}
      upload={uploadProductPicture}
      beside={(busy) => (
        <LibraryPickButton
          max={1}
          size="xs"
          variant="light"
          disabled={busy}
          onPick={takeFromLibrary}
        />
      )}
    />
  );
}
