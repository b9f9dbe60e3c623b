/**
 * The credits film: a 16:9 box that holds the YouTube frame once it may load (see
 * useVideoState), and a placeholder otherwise; offline it says the video plays when online,
 * never a broken frame.
 */
import { AspectRatio, Center, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconWifiOff } from '@tabler/icons-react';
import { useRef } from 'react';
import { CREDITS_TEXT, VIDEO_EMBED_URL } from './texts';
import { useVideoState } from './use-video-state';

export function VideoEmbed() {
  const box = useRef<HTMLDivElement>(null);
  const state = useVideoState(box);
  return (
    <AspectRatio ratio={16 / 9} ref={box}>
      {state === 'load' ? (
        <iframe
          src={VIDEO_EMBED_URL}
          title={CREDITS_TEXT.videoTitle}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          style={{ border: 0, borderRadius: 'var(--mantine-radius-md)' }}
        />
      ) : (
        <Paper withBorder radius="md" bg="var(--mantine-color-default-hover)">
          <Center h="100%">
            <Stack align="center" gap="xs" p="md" ta="center" role="status">
              {state === 'offline' ? (
                <IconWifiOff size={32} aria-hidden />
              ) : (
                <IconPlayerPlay size={32} aria-hidden />
              )}
              <Text fw={500}>{CREDITS_TEXT.videoTitle}</Text>
              <Text size="sm" c="dimmed">
                {state === 'offline' ? CREDITS_TEXT.offline : CREDITS_TEXT.waiting}
              </Text>
            </Stack>
          </Center>
        </Paper>
      )}
    </AspectRatio>
  );
}
