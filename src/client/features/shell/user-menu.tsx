import { Menu } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  IconBellCog,
  IconBug,
  IconCheck,
  IconCode,
  IconLogin2,
  IconLogout2,
  IconReceipt,
  IconShoppingCart,
  IconUser,
} from '@tabler/icons-react';
import { useRef } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { MORE_SECTION_LINKS } from '../../components/more-sections';
import { currentUserQuery } from '../../lib/current-user';
import { useSignOut } from '../auth/api';
import { DataAge } from '../../components/data-age';
import { apiUrl } from '../../lib/api-client';
import { useReplySavedAt } from '../../lib/pwa/reply-age';
import { USER_PATHS } from '../../../contract/api-paths';
import { NOTIFICATION_TEXT } from '../../../contract/notifications-constants';
import { hasRole } from '../../lib/dashboards';
import { LOCALE_NAMES, LOCALES } from '../../../contract/i18n/locales';
import { chooseLanguage } from '../../lib/i18n/choose-language';
import { useLanguage } from '../../lib/i18n/language';
import { InstallAppItem } from './install-app-item';
import { NotificationsItem } from './notifications-item';
import { UserMenuButton } from './user-menu-button';
import { MENU_TEXT } from './menu-texts';

const iconProps = { size: 18, stroke: 1.75, 'aria-hidden': true } as const;
/** Where the check mark would be: the languages' names stay in line. */
const iconSpace = { width: iconProps.size, display: 'inline-block' };

export interface UserMenuProps {
  onOpenChange?: (opened: boolean) => void;
  /** Open at once: the member tapped the button before the menu had loaded. */
  defaultOpened?: boolean;
}

/**
 * The user menu of §2, behind UserMenuButton. It also carries the ROLE_DEV check of §2:
 * developers get a way into their dashboard from anywhere. Loaded after the first paint.
 */
export default function UserMenu({ onOpenChange, defaultOpened }: UserMenuProps) {
  const me = useQuery(currentUserQuery);
  const user = me.data ?? null;
  const signOut = useSignOut();
  // Offline, the member's details may come from the service worker's cache: say how old.
  const savedAt = useReplySavedAt(apiUrl(USER_PATHS.me));
  const navigate = useNavigate();
  const current = useLanguage();

  const handleSignOut = async () => {
    await signOut.mutateAsync();
    await navigate({ to: '/auth/signin' });
  };

  const target = useRef<HTMLButtonElement>(null);
  return (
    <Menu
      position="bottom-end"
      width={200}
      onChange={onOpenChange}
      // It opened in place of the first paint's button, which took the focus away with it:
      // on closing, the focus comes back to this button instead of the top of the page.
      onClose={() => target.current?.focus()}
      defaultOpened={defaultOpened}
      withinPortal
    >
      <Menu.Target>
        <UserMenuButton ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        {user ? (
          <Menu.Label>
            {MENU_TEXT.signedInAs(user.fullName)}
            <DataAge at={savedAt} size="xs" />
          </Menu.Label>
        ) : (
          <Menu.Item component={Link} to="/auth/signin" leftSection={<IconLogin2 {...iconProps} />}>
            {MENU_TEXT.signIn}
          </Menu.Item>
        )}
        {user && (
          <>
            <Menu.Item
              renderRoot={(props) => (
                <Link to="/people/profile/$id" params={{ id: String(user.id) }} {...props} />
              )}
              leftSection={<IconUser {...iconProps} />}
            >
              {MENU_TEXT.myProfile}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to="/products/orders"
              leftSection={<IconReceipt {...iconProps} />}
            >
              {MENU_TEXT.myOrders}
            </Menu.Item>
          </>
        )}
        <Menu.Item
          component={Link}
          to="/products/cart"
          leftSection={<IconShoppingCart {...iconProps} />}
        >
          {MENU_TEXT.cart}
        </Menu.Item>
        <Menu.Item component={Link} to="/bugs" leftSection={<IconBug {...iconProps} />}>
          {MENU_TEXT.bugs}
        </Menu.Item>
        {/* The sections the bar has no link for (on a tablet the bar has no drawer). */}
        <Menu.Divider />
        {MORE_SECTION_LINKS.map(({ to, label, icon: Icon }) => (
          <Menu.Item key={to} component={Link} to={to} leftSection={<Icon {...iconProps} />}>
            {label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        {hasRole(user, 'ROLE_DEV') && (
          <Menu.Item
            component={Link}
            to="/dashboard/dashboarddev"
            leftSection={<IconCode {...iconProps} />}
          >
            {MENU_TEXT.developer}
          </Menu.Item>
        )}
        <InstallAppItem />
        {user && <NotificationsItem />}
        {user && (
          <Menu.Item
            component={Link}
            to="/settings/notifications"
            leftSection={<IconBellCog {...iconProps} />}
          >
            {NOTIFICATION_TEXT.settingsMenuItem}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Label>{MENU_TEXT.language}</Menu.Label>
        {LOCALES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            leftSection={
              language === current ? <IconCheck {...iconProps} /> : <span style={iconSpace} />
            }
            aria-current={language === current ? 'true' : undefined}
            onClick={() => void chooseLanguage(language)}
          >
            {LOCALE_NAMES[language]}
          </Menu.Item>
        ))}
        {user && (
          <>
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconLogout2 {...iconProps} />}
              disabled={signOut.isPending}
              onClick={() => void handleSignOut()}
            >
              {MENU_TEXT.signOut}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
