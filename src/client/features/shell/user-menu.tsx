import { Button, Loader, Menu } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  IconBug,
  IconChevronDown,
  IconCode,
  IconLogin2,
  IconLogout2,
  IconShoppingCart,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { currentUserQuery, useSignOut } from '../auth/api';
import { DataAge } from '../../components/data-age';
import { apiUrl } from '../../lib/api-client';
import { useReplySavedAt } from '../../lib/pwa/reply-age';
import { USER_PATHS } from '../../../contract/api-paths';
import { hasRole } from '../dashboard/dashboards';
import classes from './app-layout.module.css';
import { InstallAppItem } from './install-app-item';
import { NotificationsItem } from './notifications-item';
import { usePushNotices } from '../../lib/push/use-push-notices';

const iconProps = { size: 18, stroke: 1.75, 'aria-hidden': true } as const;

/**
 * The user menu of §2: named after the signed-in member, or 'More' for a visitor. It also
 * carries the ROLE_DEV check of §2: developers get a way into their dashboard from anywhere.
 */
export function UserMenu({ onOpenChange }: { onOpenChange?: (opened: boolean) => void }) {
  const me = useQuery(currentUserQuery);
  const user = me.data ?? null;
  // While a stored session is being checked, the menu says neither 'More' nor a name.
  const checking = me.isPending;
  const signOut = useSignOut();
  usePushNotices();
  // Offline, the member's details may come from the service worker's cache: say how old.
  const savedAt = useReplySavedAt(apiUrl(USER_PATHS.me));
  const navigate = useNavigate();

  const handleSignOut = async () => {
    await signOut.mutateAsync();
    await navigate({ to: '/auth/signin' });
  };

  return (
    <Menu position="bottom-end" width={200} onChange={onOpenChange} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          className={classes.userButton}
          classNames={{ section: classes.userButtonSection }}
          leftSection={<IconUserCircle {...iconProps} size={20} />}
          rightSection={<IconChevronDown {...iconProps} size={16} />}
          px="xs"
        >
          {checking ? (
            <Loader size="xs" type="dots" aria-label="Checking your session" />
          ) : (
            <span className={classes.userName}>{user?.username ?? 'More'}</span>
          )}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {user ? (
          <Menu.Label>
            Signed in as {user.fullName}
            <DataAge at={savedAt} size="xs" />
          </Menu.Label>
        ) : (
          <Menu.Item component={Link} to="/auth/signin" leftSection={<IconLogin2 {...iconProps} />}>
            Sign in
          </Menu.Item>
        )}
        <Menu.Item
          component={Link}
          to="/products/cart"
          leftSection={<IconShoppingCart {...iconProps} />}
        >
          Cart
        </Menu.Item>
        <Menu.Item component={Link} to="/bugs" leftSection={<IconBug {...iconProps} />}>
          Bugs
        </Menu.Item>
        {hasRole(user, 'ROLE_DEV') && (
          <Menu.Item
            component={Link}
            to="/dashboard/dashboarddev"
            leftSection={<IconCode {...iconProps} />}
          >
            Developer
          </Menu.Item>
        )}
        <InstallAppItem />
        {user && <NotificationsItem />}
        {user && (
          <>
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconLogout2 {...iconProps} />}
              disabled={signOut.isPending}
              onClick={() => void handleSignOut()}
            >
              Sign out
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
