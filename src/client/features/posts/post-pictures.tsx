import { SimpleGrid } from '@mantine/core';
import type { PostMedia } from '../../../contract/posts';
import { FEED_TEXT } from './texts';
import { Picture } from '../../components/picture';

/** A post's pictures: lazy, sized from the server's widths so the feed does not jump. */
export function PostPictures({ media, author }: { media: PostMedia[]; author: string }) {
  if (media.length === 0) return null;
  const single = media.length === 1;
  return (
    <SimpleGrid cols={single ? 1 : 2} spacing={4}>
      {media.map((picture, index) => {
        const largest = picture.sizes.at(-1)?.width ?? 1280;
        return (
          <Picture
            key={picture.url}
            picture={picture}
            sizes={single ? '(min-width: 720px) 680px, 100vw' : '(min-width: 720px) 340px, 50vw'}
            width={largest}
            height={Math.round((largest * 3) / 4)}
            radius="sm"
            alt={FEED_TEXT.picturesAlt(author, index)}
            style={{ aspectRatio: '4 / 3', objectFit: 'cover', width: '100%', height: 'auto' }}
          />
        );
      })}
    </SimpleGrid>
  );
}
