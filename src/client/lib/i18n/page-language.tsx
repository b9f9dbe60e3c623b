import { Fragment, type ReactNode } from 'react';
import { useLanguage } from './language';

/**
 * Draws the page again, from the start, when its language changes: every text is read anew.
 * What a member was typing is kept by the forms' drafts.
 */
export function PageLanguage({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return <Fragment key={language}>{children}</Fragment>;
}
