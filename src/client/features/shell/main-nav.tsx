import { Link } from '@tanstack/react-router';
import classes from './app-layout.module.css';
import { NAV_LINKS } from './nav-links';

/**
 * The section links of §2. The router marks the link of the current section with
 * aria-current="page" (sub-pages included), which is also what the highlight is styled on.
 */
export function MainNav({
  variant,
  onNavigate,
}: {
  variant: 'bar' | 'drawer';
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label="Main" className={variant === 'bar' ? classes.links : classes.drawerLinks}>
      {NAV_LINKS.map(({ to, label, icon: Icon }) => (
        <Link key={to} to={to} className={classes.link} onClick={onNavigate}>
          {variant === 'drawer' && <Icon size={20} stroke={1.75} aria-hidden />}
          {label}
        </Link>
      ))}
    </nav>
  );
}
