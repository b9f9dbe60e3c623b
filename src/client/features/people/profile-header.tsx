import { Avatar, Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { COVER_PICTURE_WIDTHS, DEFAULT_AVATAR_URL } from '../../../contract/constants';
import type { UserProfile } from '../../../contract/users';
import { Picture } from '../../components/picture';
import { PictureButton } from './picture-button';
import { monthYear, PEOPLE_TEXT, ROLE_LABEL } from './texts';
import classes from './profile-header.module.css';

/** The cover at the widths the server stores it in, so a phone does not fetch the desktop one. */
function coverPicture(url: string) {
  return { url, sizes: COVER_PICTURE_WIDTHS.map((width) => ({ width, url: `${url}?w=${width}` })) };
}

/**
 * The top of a profile page: cover, picture, names, member since and roles; `actions` holds
 * Message or Edit profile. On their own page the member changes picture and cover here.
 */
export function ProfileHeader({
  profile,
  own,
  actions,
}: {
  profile: UserProfile;
  own: boolean;
  actions: ReactNode;
}) {
  const cover = profile.coverPicture?.url;
  return (
    <Card withBorder radius="md" padding={0}>
      <Box className={classes.cover}>
        {cover && (
          <Picture
            picture={coverPicture(cover)}
            src={`${cover}?w=${COVER_PICTURE_WIDTHS[0]}`}
            sizes="(max-width: 960px) 100vw, 960px"
            alt=""
            eager
            h="100%"
            fit="cover"
          />
        )}
      </Box>
      <Stack gap="sm" p="md" pt={0}>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Avatar
            src={
              profile.profilePicture ? `${profile.profilePicture.url}?w=400` : DEFAULT_AVATAR_URL
            }
            alt={profile.fullName}
            size={112}
            radius={112}
            className={classes.avatar}
          />
          <Group gap="xs">{actions}</Group>
        </Group>
        <Stack gap={2}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {profile.fullName}
          </Title>
          <Text c="dimmed">@{profile.username}</Text>
          <Text size="sm" c="dimmed">
            {PEOPLE_TEXT.memberSince(monthYear(profile.createdAt))}
          </Text>
        </Stack>
        <Group gap={6}>
          {profile.roles.map((role) => (
            <Badge key={role.name} variant="light" size="sm">
              {ROLE_LABEL[role.name]}
            </Badge>
          ))}
        </Group>
        {own && (
          <Group gap="sm" align="flex-start">
            <PictureButton
              kind="profile"
              label={PEOPLE_TEXT.changePicture}
              icon={<IconCamera size={14} aria-hidden />}
            />
            <PictureButton
              kind="cover"
              label={PEOPLE_TEXT.changeCover}
              icon={<IconPhoto size={14} aria-hidden />}
            />
          </Group>
        )}
      </Stack>
    </Card>
  );
}
