import { ActionIcon, CopyButton, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { TEMPFILE_TEXT } from '../../../contract/tempfiles-constants';

/** A shared link, selectable by hand and copied with one tap. */
export function LinkField({ link }: { link: string }) {
  return (
    <TextInput
      label={TEMPFILE_TEXT.link}
      value={link}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      rightSection={<CopyLinkButton link={link} />}
    />
  );
}

/**
 * The copy button's hint is the browser's own (`title`): a Mantine Tooltip would bring its
 * positioning code to the screen's first load and set itself up on every file listed.
 */
export function CopyLinkButton({ link, label }: { link: string; label?: string }) {
  return (
    <CopyButton value={link}>
      {({ copied, copy }) => (
        <ActionIcon
          variant="subtle"
          color={copied ? 'teal' : 'gray'}
          onClick={copy}
          aria-label={label ?? TEMPFILE_TEXT.copy}
          title={copied ? TEMPFILE_TEXT.copied : TEMPFILE_TEXT.copy}
        >
          {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
        </ActionIcon>
      )}
    </CopyButton>
  );
}
