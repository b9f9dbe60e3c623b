/**
 * The credits film: a 16:9 box with a play button in the film's place, and YouTube's frame once
 * the member taps it. YouTube's player is hundreds of kilobytes of script that a phone would
 * otherwise load and run with the page, whether the film is watched or not; tapped, the frame
 * starts playing at once. Offline the box says the film plays when online, never a broken frame.
 */
import { AspectRatio, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlayerPlay, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { CREDITS_TEXT, VIDEO_EMBED_URL } from './texts';
import { useVideoState } from './use-video-state';

export function VideoEmbed() {
  const [played, setPlayed] = useState(false);
  const state = useVideoState(played);
  return (
    <AspectRatio ratio={16 / 9}>
      {state === 'load' ? (
        <iframe
          src={`${VIDEO_EMBED_URL}?autoplay=1`}
          title={CREDITS_TEXT.videoTitle}
          referrerPolicy="strict-origin-when-cross-origin"
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          style={{ border: 0, borderRadius: 'var(--mantine-radius-md)' }}
        />
      ) : (
        <Paper withBorder radius="md" bg="var(--mantine-color-default-hover)">
          {state === 'offline' ? (
            <Stack h="100%" align="center" justify="center" gap="xs" p="md" ta="center">
              <IconWifiOff size={32} aria-hidden />
              <Text fw={500}>{CREDITS_TEXT.videoTitle}</Text>
              <Text size="sm" c="dimmed" role="status">
                {CREDITS_TEXT.offline}
              </Text>
            </Stack>
          ) : (
            <UnstyledButton
              w="100%"
              h="100%"
              p="md"
              display="flex"
              style={{ alignItems: 'center', justifyContent: 'center' }}
              onClick={() => setPlayed(true)}
            >
              <Stack align="center" justify="center" gap="xs" ta="center">
                <IconPlayerPlay
                  size={40}
                  fill="currentColor"
                  style={{ color: 'var(--mantine-primary-color-filled)' }}
                  aria-hidden
                />
                <Text fw={500}>{CREDITS_TEXT.play}</Text>
                <Text size="sm" c="dimmed">
                  {CREDITS_TEXT.playFrom}
                </Text>
              </Stack>
            </UnstyledButton>
          )}
        </Paper>
      )}
    </AspectRatio>
  );
}
