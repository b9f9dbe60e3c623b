/**
 * The frame of a role's dashboard: its tabs run down the side on a tablet and the phone's own
 * select takes their place on a phone (its native picker, and no dropdown for the page to draw
 * and place), with the shown section beside them. The dashboard keeps which tab is
 * shown (in the address) and hands it in with what to show.
 */
import { Divider, NativeSelect, Skeleton, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TablerIcon } from '@tabler/icons-react';
import { Fragment, Suspense, type ReactNode } from 'react';
import { COMPONENT_TEXT } from './texts';

export interface SidebarTab {
  value: string;
  label: string;
  Icon: TablerIcon;
}

/** A headed list of tabs below the first (the member's saved reports). */
export interface SidebarGroup {
  heading: string;
  tabs: readonly SidebarTab[];
}

interface SidebarSectionsProps {
  tabs: readonly SidebarTab[];
  /** Headed lists under the tabs; with them the phone's select names the first list `tabsHeading`. */
  groups?: readonly SidebarGroup[];
  tabsHeading?: string;
  shown: string;
  onChange: (value: string | null) => void;
  /** Names the sidebar for screen readers, e.g. "Seller dashboard". */
  ariaLabel: string;
  children: ReactNode;
}

function options(tabs: readonly SidebarTab[]) {
  return tabs.map(({ value, label }) => ({ value, label }));
}

function sidebarTabs(tabs: readonly SidebarTab[]) {
  return tabs.map(({ value, label, Icon }) => (
    <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
      {label}
    </Tabs.Tab>
  ));
}

export function SidebarSections({
  tabs,
  groups = [],
  tabsHeading = '',
  shown,
  onChange,
  ariaLabel,
  children,
}: SidebarSectionsProps) {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const data =
    groups.length === 0
      ? options(tabs)
      : [
          { group: tabsHeading, items: options(tabs) },
          ...groups.map((group) => ({ group: group.heading, items: options(group.tabs) })),
        ];

  return (
    <Tabs
      // A sidebar reads from the left; Mantine centres tab labels.
      styles={{ tabLabel: { textAlign: 'left' } }}
      value={shown}
      onChange={onChange}
      orientation={wide ? 'vertical' : 'horizontal'}
      variant="pills"
    >
      {wide ? (
        <Tabs.List aria-label={ariaLabel} mr="lg" style={{ flexShrink: 0 }}>
          {sidebarTabs(tabs)}
          {groups.map((group) => (
            <Fragment key={group.heading}>
              {/* Only for the eye: a tab list may hold nothing but tabs. */}
              <Divider my="xs" aria-hidden />
              <Text size="xs" c="dimmed" fw={600} px="sm" tt="uppercase">
                {group.heading}
              </Text>
              {sidebarTabs(group.tabs)}
            </Fragment>
          ))}
        </Tabs.List>
      ) : (
        <NativeSelect
          label={COMPONENT_TEXT.section}
          data={data}
          value={shown}
          onChange={(event) => onChange(event.currentTarget.value)}
          mb="md"
          w="100%"
        />
      )}
      <Tabs.Panel value={shown} style={{ flex: 1, minWidth: 0 }}>
        {/* A section other than the first loads its code when first shown. */}
        <Suspense
          fallback={<Skeleton height={240} radius="md" aria-label={COMPONENT_TEXT.loading} />}
        >
          {children}
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
