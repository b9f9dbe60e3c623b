import { Button, Loader, type ButtonProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { currentUserQuery } from '../../lib/current-user';
import classes from './app-layout.module.css';
import { SHELL_TEXT } from './texts';

const iconProps = { stroke: 1.75, 'aria-hidden': true } as const;

/**
 * The button that opens the user menu: the signed-in member's username, or 'More' for a visitor
 * (§2). It is drawn with the first paint; the menu behind it loads a moment later.
 */
export function UserMenuButton(props: ButtonProps & ComponentPropsWithRef<'button'>) {
  const me = useQuery(currentUserQuery);
  // While a stored session is being checked, the button says neither 'More' nor a name.
  const checking = me.isPending;
  return (
    <Button
      variant="subtle"
      color="gray"
      className={classes.userButton}
      classNames={{ section: classes.userButtonSection }}
      leftSection={<IconUserCircle {...iconProps} size={20} />}
      rightSection={<IconChevronDown {...iconProps} size={16} />}
      px="xs"
      {...props}
    >
      {checking ? (
        <Loader size="xs" type="dots" aria-label={SHELL_TEXT.checkingSession} />
      ) : (
        <span className={classes.userName}>{me.data?.username ?? SHELL_TEXT.more}</span>
      )}
    </Button>
  );
}
