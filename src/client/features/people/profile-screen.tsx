/**
 * /people/profile/{id}: a member's page (docs/product.md §1 'people'): cover, picture, names,
 * about, member since, roles, the rides they joined (for members) and posts. Other members get a
 * Message button; on their own page the member edits their profile and pictures and sees their
 * contact details, which the server sends to nobody else but admins.
 */
import { Alert, Button, Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { USER_PATHS } from '../../../contract/api-paths';
import type { UserProfile } from '../../../contract/users';
import { DataAge } from '../../components/data-age';
import { LoadFailed } from '../../components/load-failed';
import { ApiError, apiUrl } from '../../lib/api-client';
import { useReplySavedAt } from '../../lib/pwa/reply-age';
import { useCurrentUser } from '../../lib/current-user';
import { profileQuery } from './api';
import { ContactDetails } from './contact-details';
import { MemberPosts } from './member-posts';
import { MemberRides } from './member-rides';
import { MessageButton } from './message-button';
import { ProfileHeader } from './profile-header';
import { PEOPLE_TEXT } from './texts';
import { importWhenOnline } from '../../lib/load-late';

// The member's own emergency contact, with the contract's rules (zod) it checks against: only on
// their own page, so no other profile loads them.
const EmergencyContactCard = lazy(() =>
  importWhenOnline(() => import('./emergency-contact')).then((module) => ({
    default: module.EmergencyContactCard,
  })),
);

// The form and its resolver load only when the member opens it.
const EditProfileModal = lazy(() =>
  importWhenOnline(() => import('./edit-profile-modal')).then((module) => ({
    default: module.EditProfileModal,
  })),
);

/** The contact details in a profile, when the server sent them (to the member or an admin). */
function contactOf(profile: UserProfile) {
  return 'email' in profile ? profile : null;
}

function ProfileSkeleton() {
  return (
    <Card withBorder radius="md" padding={0} aria-hidden>
      <Skeleton height={140} radius={0} />
      <Stack gap="sm" p="md">
        <Skeleton height={96} circle mt={-56} />
        <Skeleton height={20} width="50%" />
        <Skeleton height={12} width="30%" />
      </Stack>
    </Card>
  );
}

export function ProfileScreen({ id }: { id: number }) {
  const me = useCurrentUser();
  // A malformed id in the address is a member that does not exist.
  const valid = Number.isInteger(id) && id > 0;
  const profile = useQuery({ ...profileQuery(id), enabled: valid });
  const savedAt = useReplySavedAt(apiUrl(USER_PATHS.one(id)));
  const [editing, setEditing] = useState(false);
  const data = profile.data;
  const own = me !== null && me.id === id;
  const contact = data ? contactOf(data) : null;

  if (!valid || (profile.isError && !data)) {
    const missing = !valid || (profile.error instanceof ApiError && profile.error.status === 404);
    return (
      <Container size={720} px={{ base: 'xs', xs: 'md' }} py="lg">
        {missing ? (
          <Alert color="gray" variant="light" title={PEOPLE_TEXT.notFound} />
        ) : (
          <LoadFailed
            title={PEOPLE_TEXT.profileFailed}
            error={profile.error}
            onRetry={() => void profile.refetch()}
          />
        )}
      </Container>
    );
  }

  return (
    <Container size={720} px={{ base: 'xs', xs: 'md' }} py="lg">
      <Stack gap="md">
        {!data ? (
          <ProfileSkeleton />
        ) : (
          <>
            <ProfileHeader
              profile={data}
              own={own}
              actions={
                own ? (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPencil size={16} aria-hidden />}
                    onClick={() => setEditing(true)}
                  >
                    {PEOPLE_TEXT.editProfile}
                  </Button>
                ) : (
                  me && <MessageButton memberId={data.id} />
                )
              }
            />
            <DataAge at={savedAt} ta="right" />
            <Card
              withBorder
              radius="md"
              padding="md"
              component="section"
              aria-label={PEOPLE_TEXT.aboutTitle}
            >
              <Title order={2} size="h5" mb={4}>
                {PEOPLE_TEXT.aboutTitle}
              </Title>
              <Text
                c={data.about ? undefined : 'dimmed'}
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {data.about || PEOPLE_TEXT.noAbout}
              </Text>
            </Card>
            {me && <MemberRides riderId={data.id} />}
            {contact && (
              <ContactDetails
                member={contact}
                note={own ? PEOPLE_TEXT.contactNote : PEOPLE_TEXT.contactNoteAdmin}
              />
            )}
            {own && (
              <Suspense fallback={<Skeleton height={160} radius="md" />}>
                <EmergencyContactCard />
              </Suspense>
            )}
          </>
        )}
        <MemberPosts authorId={id} meId={me?.id ?? null} />
      </Stack>
      {own && data && contact && (
        <Suspense fallback={null}>
          {editing && (
            <EditProfileModal
              member={contact}
              about={data.about}
              opened={editing}
              onClose={() => setEditing(false)}
            />
          )}
        </Suspense>
      )}
    </Container>
  );
}
