import { Checkbox, Group, Loader, Pill, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ConversationMember } from '../../../contract/conversations';
import { CONVERSATION_TEXT } from '../../../contract/conversations-constants';
import { peopleQuery } from './api';
import { MemberAvatar } from './conversation-avatar';

interface MemberPickerProps {
  selected: ConversationMember[];
  onChange(selected: ConversationMember[]): void;
  /** Members who are in already, left out of the results. */
  excludeIds?: readonly number[];
}

/** Finds members by name, username or e-mail address and keeps the ones ticked. */
export function MemberPicker({ selected, onChange, excludeIds = [] }: MemberPickerProps) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const people = useQuery(peopleQuery(q));
  const found = (people.data?.content ?? []).filter((person) => !excludeIds.includes(person.id));
  const isSelected = (id: number) => selected.some((member) => member.id === id);
  const toggle = (person: ConversationMember) =>
    onChange(
      isSelected(person.id)
        ? selected.filter((member) => member.id !== person.id)
        : [...selected, person],
    );

  return (
    <Stack gap="xs">
      {selected.length > 0 && (
        <Pill.Group aria-label={CONVERSATION_TEXT.peopleLabel}>
          {selected.map((member) => (
            <Pill
              key={member.id}
              withRemoveButton
              // Mantine hides a pill's remove button, made for inputs where Backspace removes;
              // here it is the only way to drop a member the search no longer lists.
              removeButtonProps={{
                'aria-label': `Remove ${member.fullName}`,
                'aria-hidden': false,
                tabIndex: 0,
              }}
              onRemove={() => toggle(member)}
            >
              {member.fullName}
            </Pill>
          ))}
        </Pill.Group>
      )}
      <TextInput
        type="search"
        label={CONVERSATION_TEXT.searchPeople}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={people.isFetching ? <Loader size="xs" /> : null}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      {q && !people.isPending && found.length === 0 && (
        <Text size="sm" c="dimmed">
          {CONVERSATION_TEXT.noPeople}
        </Text>
      )}
      <Stack gap={4}>
        {found.map((person) => (
          <Checkbox.Card
            key={person.id}
            checked={isSelected(person.id)}
            onClick={() => toggle(person)}
            radius="md"
            p="xs"
            aria-label={`${person.fullName} (${person.username})`}
          >
            <Group gap="sm" wrap="nowrap">
              <Checkbox.Indicator />
              <MemberAvatar member={person} />
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate="end">
                  {person.fullName}
                </Text>
                <Text size="xs" c="dimmed" truncate="end">
                  @{person.username}
                </Text>
              </div>
            </Group>
          </Checkbox.Card>
        ))}
      </Stack>
    </Stack>
  );
}
