import { Image } from '@mantine/core';
import { useEffect, useRef } from 'react';

/** A picked file shown before it is uploaded; its object URL is released when it goes. */
export function FilePreview({ file, alt, h }: { file: File; alt: string; h: number }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <Image ref={image} alt={alt} h={h} w="auto" fit="contain" radius="sm" />;
}
