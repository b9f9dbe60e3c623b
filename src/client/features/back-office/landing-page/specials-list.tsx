import { Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { INTRO_LIMITS, type Special } from '../../../../contract/intro';
import { useDeleteSpecial } from './api';
import { SaveError } from './save-error';
import { SpecialEditor } from './special-editor';
import { HOME_SETTINGS_TEXT as TEXT } from './texts';

/** The specials of the landing page, each with Edit and Delete, and a way to add one. */
export function SpecialsList({ specials }: { specials: Special[] }) {
  // The special being edited: its id, 'new' for one being added, or null.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const full = specials.length >= INTRO_LIMITS.specialsMax;
  return (
    <Stack gap="md" aria-labelledby="home-settings-specials" component="section">
      <Group justify="space-between">
        <Title order={3} id="home-settings-specials">
          {TEXT.specialsHeading}
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          variant="light"
          onClick={() => setEditing('new')}
          disabled={editing !== null || full}
        >
          {TEXT.addSpecial}
        </Button>
      </Group>
      {editing === 'new' && <SpecialEditor onDone={() => setEditing(null)} />}
      {specials.length === 0 && editing !== 'new' && <Text c="dimmed">{TEXT.noSpecials}</Text>}
      {specials.map((special) =>
        editing === special.id ? (
          <SpecialEditor key={special.id} special={special} onDone={() => setEditing(null)} />
        ) : (
          <SpecialRow
            key={special.id}
            special={special}
            onEdit={() => setEditing(special.id)}
            busy={editing !== null}
          />
        ),
      )}
    </Stack>
  );
}

function SpecialRow({
  special,
  onEdit,
  busy,
}: {
  special: Special;
  onEdit: () => void;
  busy: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteSpecial();
  const first = special.images[0];
  return (
    <Card withBorder padding="md" component="article" aria-label={special.title}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {first && <Image src={first.sizes[0]?.url ?? first.url} alt="" w={96} h={64} radius="sm" />}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600}>{special.title}</Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {special.description}
          </Text>
          <Text size="xs" c="dimmed">
            {TEXT.pictureCount(special.images.length, INTRO_LIMITS.specialImagesMax)}
          </Text>
        </Stack>
      </Group>
      {confirming ? (
        <Stack gap="xs" mt="sm">
          <Text size="sm">{TEXT.deleteConfirm(special.title)}</Text>
          <Group gap="sm">
            <Button
              color="red"
              size="xs"
              aria-label={TEXT.deleteNamed(special.title)}
              loading={remove.isPending}
              // The row leaves the list once the delete lands, and callbacks given to mutate()
              // are dropped with the component that called it: the notice follows the promise.
              onClick={() =>
                remove.mutateAsync(special.id).then(
                  () =>
                    notifications.show({
                      color: 'teal',
                      message: TEXT.specialDeleted(special.title),
                    }),
                  // A refusal is shown under the row (remove.error).
                  () => undefined,
                )
              }
            >
              {TEXT.delete}
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
              {TEXT.keep}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap="sm" mt="sm">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
            disabled={busy}
            aria-label={TEXT.editNamed(special.title)}
          >
            {TEXT.edit}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => setConfirming(true)}
            disabled={busy}
            aria-label={TEXT.deleteNamed(special.title)}
          >
            {TEXT.delete}
          </Button>
        </Group>
      )}
      {remove.error !== null && (
        <Stack mt="sm">
          <SaveError error={remove.error} />
        </Stack>
      )}
    </Card>
  );
}
