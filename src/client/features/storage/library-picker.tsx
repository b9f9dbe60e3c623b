/**
 * A modal listing the member's library pictures, searchable and paged, from which a form
 * takes up to `max` of them. Choices are kept across pages and searches. Offline, it shows the
 * pages this device already holds and says so.
 */
import {
  Alert,
  Button,
  Group,
  Image,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { Modal } from '../../components/overlays/modal';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconCircleCheckFilled, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StorageItem } from '../../../contract/storage';
import { STORAGE_TEXT } from '../../../contract/storage-constants';
import { useOnline } from '../../lib/pwa/connectivity';
import { libraryPageQuery } from './api';
import { LoadFailed } from '../../components/load-failed';

function PictureTile({
  item,
  chosen,
  onToggle,
}: {
  item: StorageItem;
  chosen: boolean;
  onToggle: () => void;
}) {
  const smallest = item.sizes[0]?.url ?? item.url;
  return (
    <UnstyledButton
      onClick={onToggle}
      aria-pressed={chosen}
      aria-label={STORAGE_TEXT.select(item.name)}
      style={{
        position: 'relative',
        borderRadius: 'var(--mantine-radius-sm)',
        outline: chosen ? '3px solid var(--mantine-primary-color-filled)' : undefined,
        outlineOffset: 2,
      }}
    >
      <Image src={smallest} alt="" h={110} radius="sm" fit="cover" loading="lazy" />
      {chosen && (
        <IconCircleCheckFilled
          size={26}
          aria-hidden
          style={{
            position: 'absolute',
            top: 6,
            right: 6,
            color: 'var(--mantine-primary-color-filled)',
            background: 'white',
            borderRadius: '50%',
          }}
        />
      )}
      <Text size="xs" truncate mt={4}>
        {item.name}
      </Text>
    </UnstyledButton>
  );
}

export function LibraryPicker({
  opened,
  max,
  busy,
  problem,
  onClose,
  onChoose,
}: {
  opened: boolean;
  /** The most pictures the form still takes (its limit less what it holds). */
  max: number;
  /** The form is fetching what was chosen. */
  busy?: boolean;
  /** Why the last choice could not be used. */
  problem?: string | null;
  onClose: () => void;
  onChoose: (items: StorageItem[]) => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  const online = useOnline();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(0);
  const [shownQ, setShownQ] = useState(q);
  const [chosen, setChosen] = useState<StorageItem[]>([]);
  if (q !== shownQ) {
    setShownQ(q);
    setPage(0);
  }
  const library = useQuery({ ...libraryPageQuery(q, page, 'image'), enabled: opened });
  const data = library.data;

  const toggle = (item: StorageItem) =>
    setChosen((all) => {
      if (all.some((one) => one.id === item.id)) return all.filter((one) => one.id !== item.id);
      if (max === 1) return [item];
      return all.length >= max ? all : [...all, item];
    });
  const close = () => {
    setChosen([]);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={STORAGE_TEXT.pickerTitle}
      size="lg"
      fullScreen={phone}
    >
      <Stack gap="sm">
        <TextInput
          type="search"
          label={STORAGE_TEXT.search}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Text size="sm" c="dimmed">
          {STORAGE_TEXT.pickLimit(max)}
        </Text>
        {!online && data && (
          <Alert variant="light" color="yellow" p="xs">
            {STORAGE_TEXT.offline}
          </Alert>
        )}
        {!data && library.isError && online ? (
          <LoadFailed
            title={STORAGE_TEXT.loadFailed}
            error={library.error}
            onRetry={() => void library.refetch()}
          />
        ) : !data && library.isError ? (
          <Alert variant="light" color="yellow">
            {STORAGE_TEXT.offlineEmpty}
          </Alert>
        ) : !data ? (
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} aria-busy>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} height={130} radius="sm" />
            ))}
          </SimpleGrid>
        ) : data.totalElements === 0 ? (
          <Text c="dimmed">{q ? STORAGE_TEXT.noMatch(q) : STORAGE_TEXT.pickerEmpty}</Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm">
              {data.content.map((item) => (
                <PictureTile
                  key={item.id}
                  item={item}
                  chosen={chosen.some((one) => one.id === item.id)}
                  onToggle={() => toggle(item)}
                />
              ))}
            </SimpleGrid>
            {data.totalPages > 1 && (
              <Pagination
                size="sm"
                total={data.totalPages}
                value={data.number + 1}
                onChange={(next) => setPage(next - 1)}
              />
            )}
          </>
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {STORAGE_TEXT.cancel}
          </Button>
          <Button disabled={chosen.length === 0} loading={busy} onClick={() => onChoose(chosen)}>
            {STORAGE_TEXT.choose(chosen.length)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
