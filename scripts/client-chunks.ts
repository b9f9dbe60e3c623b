/**
 * How the client's libraries are cut into chunks (vite.config.ts). Left to itself the bundler
 * cuts Mantine into one chunk per component: a screen then waits for 40 to 90 small files, and
 * on a phone's connection each one costs a round trip. Instead each library becomes a few
 * chunks of parts that are used together, so a screen loads a handful of files.
 */

/** Mantine components that float above the page (and their positioning library). */
const OVERLAYS = new Set([
  'Affix',
  'Dialog',
  'Drawer',
  'FocusTrap',
  'HoverCard',
  'LoadingOverlay',
  'Menu',
  'Modal',
  'ModalBase',
  'Overlay',
  'Popover',
  'Portal',
  'Tooltip',
]);

/**
 * Mantine's pickers: a text field with a list in a popover. Apart from the overlays, which
 * would otherwise bring the text fields and pills to every screen with a menu or a tooltip.
 */
const COMBOBOXES = new Set([
  'Autocomplete',
  'Combobox',
  'ComboboxPopover',
  'MultiSelect',
  'Select',
  'TagsInput',
]);

/**
 * Mantine's text fields, checkbox and native select, which search boxes, most forms and the
 * dashboards' section picker on a phone use.
 */
const TEXT_INPUTS = new Set([
  'Checkbox',
  'Fieldset',
  'Input',
  'InputBase',
  'NativeSelect',
  'PasswordInput',
  'TextInput',
  'Textarea',
]);

/**
 * Mantine's other controls: choices, files, ratings. Each is a small file of its own (1 to 3 KB):
 * a screen draws one or two of them (a ride its guest chips, the feed a poll's radios), and as
 * one family each screen loaded all of them and the text fields some of them draw with.
 */
const CHOICES = new Set([
  'Chip',
  'ColorInput',
  'FileButton',
  'FileInput',
  // Drawn only by SegmentedControl.
  'FloatingIndicator',
  'JsonInput',
  'Pill',
  'PillsInput',
  'PinInput',
  'Radio',
  'Rating',
  'SegmentedControl',
  'Slider',
  'Switch',
]);

/**
 * Mantine's tabs, pages and other ways of laying out many things, each a small file of its own
 * for the same reason as the controls: the rides list draws pages, a dashboard tabs.
 */
const COLLECTIONS = new Set([
  'Accordion',
  'Breadcrumbs',
  'Collapse',
  'DataList',
  'List',
  'NavLink',
  'Pagination',
  'RingProgress',
  'Spoiler',
  'Stepper',
  'Tabs',
  'Timeline',
  'Tree',
]);

/**
 * What a page is built of: its heading, cards in a grid, a picture, an icon in a round badge.
 * Apart from the rest of the core family, so the landing page, which draws only these, does not
 * load the alerts, avatars and grids of other screens (8 KB gzip of 11). The core family
 * imports this one, never the reverse.
 */
const PAGE = new Set(['Card', 'Image', 'Paper', 'SimpleGrid', 'ThemeIcon', 'Title']);
/** The helpers of the page's parts (Card's context, SimpleGrid's breakpoints) go with them. */
const PAGE_HELPERS =
  /[\\/]core[\\/]utils[\\/](create-safe-context|get-sorted-breakpoints|get-base-value|get-breakpoint-value)[\\/]/;

/** The larger hooks go with the family that uses them; the small shared ones with the base. */
const HOOK_FAMILY: Record<string, string> = {
  'use-focus-trap': 'mantine-overlays',
  'use-focus-return': 'mantine-overlays',
  'use-click-outside': 'mantine-overlays',
  'use-window-event': 'mantine-overlays',
  'use-collapse': 'mantine-collapse',
  'use-pagination': 'mantine-pagination',
  // Notices are swiped away with it: alone, so a notice does not bring any control.
  'use-drag': 'mantine-drag',
  'use-debounced-callback': 'mantine-scroll',
  'use-long-press': 'mantine-inputs',
};
const MANTINE_HOOK = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/](use-[^\\/]+)[\\/]/;

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const MANTINE_COMPONENT = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]([^\\/]+)[\\/]/;
const POSITIONING = /[\\/]node_modules[\\/]@floating-ui[\\/]/;
const FLOATING =
  /[\\/]node_modules[\\/](react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce)[\\/]|[\\/]@mantine[\\/]core[\\/]esm[\\/]utils[\\/]Floating[\\/]/;

/** The Mantine family a module belongs to, or null for other modules. */
function mantineFamily(id: string): string | null {
  // Helpers shared by the input and overlay libraries.
  if (/[\\/]node_modules[\\/]tslib[\\/]/.test(id)) return 'mantine';
  // The positioning library: overlays place themselves with it, and scroll areas use its hooks.
  if (POSITIONING.test(id)) return 'mantine-positioning';
  if (FLOATING.test(id)) return 'mantine-overlays';
  if (/[\\/]node_modules[\\/]react-textarea-autosize[\\/]/.test(id)) return 'mantine-inputs';
  // The number field and its formatter, the largest of the controls, used by few forms.
  if (/[\\/]node_modules[\\/]react-number-format[\\/]|[\\/]NumberInput[\\/]/.test(id))
    return 'mantine-numbers';
  if (/[\\/](InlineInput|InputsGroupFieldset)[\\/]/.test(id)) return 'mantine-inputs';
  // Small parts other families draw with: they go where both can reach them.
  if (/[\\/](CheckIcon|RadioIcon|AccordionChevron)\.mjs$|[\\/]ScrollArea[\\/]utils[\\/]/.test(id))
    return 'mantine';
  // Drawn by pickers and modals, and tables scroll in one: with tables, so that neither brings
  // the overlays, and the other collections (a poll's progress bars) bring neither.
  if (/[\\/](ScrollArea|Table)[\\/]/.test(id)) return 'mantine-scroll';
  // NativeSelect borrows these from the Combobox, which needs the overlays.
  if (
    /[\\/]Combobox[\\/](get-parsed-combobox-data[\\/]|ComboboxChevron[\\/]|Combobox\.module\.mjs$)/.test(
      id,
    )
  )
    return 'mantine-inputs';
  if (PAGE_HELPERS.test(id)) return 'mantine-page';
  const component = MANTINE_COMPONENT.exec(id)?.[1];
  if (component) {
    if (PAGE.has(component)) return 'mantine-page';
    if (OVERLAYS.has(component)) return 'mantine-overlays';
    if (COMBOBOXES.has(component)) return 'mantine-combobox';
    if (TEXT_INPUTS.has(component)) return 'mantine-inputs';
    if (CHOICES.has(component)) return `mantine-${component.toLowerCase()}`;
    // Sign-up's steps, uploads and polls draw a progress bar and none of the collections; in
    // the base it would weigh on every first load.
    if (component === 'Progress') return 'mantine-progress';
    if (COLLECTIONS.has(component)) return `mantine-${component.toLowerCase()}`;
    return 'mantine';
  }
  const hook = MANTINE_HOOK.exec(id)?.[1];
  if (hook) return HOOK_FAMILY[hook] ?? 'mantine';
  if (/[\\/]@mantine[\\/](core|hooks)[\\/]/.test(id)) return 'mantine';
  return null;
}

/**
 * The forms' drafts and the note they show: loaded with the forms, as one file (it reads the
 * member's drafts as it loads). Their two hooks stay apart: the one of react-hook-form's forms
 * would bring that library to the message composers, and those forms have no use for the
 * composers' one. The note of what is being typed is not among them: the update of the app
 * reads it on every screen.
 */
const DRAFTS =
  /[\\/]src[\\/]client[\\/](lib[\\/]drafts[\\/](?!use-draft-|being-typed)|components[\\/]draft-note\.tsx)/;

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/;
const DEXIE = /[\\/]node_modules[\\/]dexie[\\/]/;
const TANSTACK =
  /[\\/]node_modules[\\/]@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)[\\/]/;

/**
 * The groups, highest priority first: a module goes to the first group that takes it.
 * - React and TanStack: all of them is needed by the first render; kept apart from our code so
 *   an update of the app leaves them cached.
 * - Dexie, the device's database (the outbox, the cart): named, so a test can tell that a screen
 *   which keeps nothing on the device did not fetch it.
 * - start: everything else the entry imports (the shell, and the Mantine parts it draws with),
 *   as one file.
 * - the rest of Mantine in a few families, and the icons in one file: a screen loads the
 *   families it uses instead of a file per component.
 * - the drafts' code (lib/drafts/), which the forms share: one file rather than one per part,
 *   as each file is one more name in the entry's lists of what a route needs.
 */
export const clientChunkGroups = [
  { name: 'react', test: REACT, priority: 40 },
  { name: 'tanstack', test: TANSTACK, priority: 40 },
  { name: 'dexie', test: DEXIE, priority: 40 },
  { name: 'start', tags: ['$initial' as const], priority: 30 },
  {
    name: (id: string) => mantineFamily(id),
    // A name chosen per module: the bundler's timing report needs a label for the group.
    debugName: 'mantine-families',
    test: (id: string) => NODE_MODULES.test(id) && mantineFamily(id) !== null,
    priority: 20,
    // Each module goes to its own family; a family's imports from another stay there.
    includeDependenciesRecursively: false,
  },
  // Only the drafts' own files: what they import (react-hook-form, the sign-out code) stays
  // where it was.
  { name: 'drafts', test: DRAFTS, priority: 20, includeDependenciesRecursively: false },
  {
    name: 'icons',
    test: /[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]/,
    priority: 20,
    entriesAware: true,
    // Icons used by the same screens share a file; a handful alone join their neighbours.
    entriesAwareMergeThreshold: 1000,
  },
];
