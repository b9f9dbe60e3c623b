import { Badge, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { memo, type ComponentType } from 'react';
import { useUnreadMessagesShown } from '../conversations/unread';
import classes from './app-layout.module.css';
import { NAV_LINKS, type NavTarget } from './nav-links';
import { SHELL_TEXT } from './texts';

export type NavIcons = Record<NavTarget, ComponentType<{ size?: number; stroke?: number }>>;

/**
 * The section links of §2. The router marks the link of the current section with
 * aria-current="page" (sub-pages included), which is also what the highlight is styled on.
 * The drawer draws an icon beside each (it brings them: the bar has no room for them).
 */
// Memoised: the bar's own state (scrolled, hidden, a menu open) need not draw the links again.
export const MainNav = memo(function MainNav({
  variant,
  icons,
  onNavigate,
}: {
  variant: 'bar' | 'drawer';
  icons?: NavIcons;
  onNavigate?: () => void;
}) {
  return (
    <nav
      aria-label={SHELL_TEXT.mainNavigation}
      className={variant === 'bar' ? classes.links : classes.drawerLinks}
    >
      {NAV_LINKS.map(({ to, label }) => {
        const Icon = icons?.[to];
        return (
          <Link key={to} to={to} className={classes.link} onClick={onNavigate}>
            {Icon && <Icon size={20} stroke={1.75} aria-hidden />}
            {label}
            {to === '/messges' && <UnreadCount />}
          </Link>
        );
      })}
    </nav>
  );
});

/** The member's unread messages beside Messages, live; nothing when there are none. */
function UnreadCount() {
  const count = useUnreadMessagesShown();
  if (count === 0) return null;
  return (
    <>
      <Badge size="sm" circle={count < 10} aria-hidden>
        {count > 99 ? '99+' : count}
      </Badge>
      <VisuallyHidden>, {count} unread</VisuallyHidden>
    </>
  );
}
