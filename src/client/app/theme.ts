import { createTheme } from '@mantine/core';
import classes from './theme.module.css';
import { APP_TEXT } from './texts';
import { themeTokens } from './theme-tokens';

export { cssVariablesResolver } from './theme-tokens';

type PaginationControl = 'first' | 'previous' | 'next' | 'last';

export const theme = createTheme({
  ...themeTokens,
  // Plain default props (no component import), so the first screen's code does not grow.
  components: {
    // Mantine's placeholder that takes a menu's first focus is a focusable element with the
    // role "presentation", which a menu may not hold; the menu itself takes the focus instead,
    // and the arrow keys go on to its items.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A field with the focus is ringed like any control (theme.module.css).
    Input: { classNames: { input: classes.input } },
    // Options and words wrap onto more rows with large text (theme.module.css).
    SegmentedControl: { classNames: { root: classes.segmented } },
    Button: { classNames: { root: classes.button, label: classes.buttonLabel } },
    // A link in a line of text must show itself by more than its colour.
    Anchor: { defaultProps: { underline: 'always' } },
    // Notices (toasts) are said politely, after what the member is hearing, not over it.
    Notification: { defaultProps: { role: 'status' } },
    // Names for Mantine's icon-only controls, which have none of their own: given as each is
    // drawn (default props as a function), so they are in the page's language.
    Modal: { defaultProps: () => ({ closeButtonProps: { 'aria-label': APP_TEXT.close } }) },
    // A dialog's title bar is a <header> in Mantine, which a screen reader lists as a second
    // banner landmark beside the app's own: a plain box instead.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // Every panel of ours draws its content only while its tab is shown. Kept mounted, Mantine
    // wraps each in React's Activity, whose bookkeeping lengthens the first drawing of a page.
    Tabs: { defaultProps: { keepMounted: false } },
    // A table wider than the screen scrolls in a plain box. Mantine's own scroll area measures
    // itself as it mounts and so draws the whole page a second time in the same long task.
    TableScrollContainer: { defaultProps: { type: 'native' } },
    Pagination: {
      defaultProps: {
        getControlProps: (control: PaginationControl) => ({
          'aria-label': APP_TEXT.pagination[control],
        }),
        getItemProps: (page: number) => ({ 'aria-label': APP_TEXT.page(page) }),
      },
    },
  },
});
