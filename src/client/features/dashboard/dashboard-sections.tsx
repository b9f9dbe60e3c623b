import { Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import type { RoleName } from '../../../contract/roles';

interface DashboardSection {
  value: string;
  label: string;
  icon: ReactNode;
  render: () => ReactNode;
}

/** The working sections of each role's dashboard, as tabs; a role without any has none yet. */
export const DASHBOARD_SECTIONS: Partial<Record<RoleName, DashboardSection[]>> = {};

/** One role's sections: tabs down the side on a tablet, across the top on a phone. */
export function DashboardSections({ sections }: { sections: DashboardSection[] }) {
  const [shown, setShown] = useState(sections[0]?.value ?? null);
  const wide = useMediaQuery('(min-width: 62em)');
  return (
    <Tabs
      value={shown}
      onChange={setShown}
      orientation={wide ? 'vertical' : 'horizontal'}
      variant="pills"
    >
      <Tabs.List aria-label="Dashboard sections" mb={wide ? 0 : 'md'} mr={wide ? 'lg' : 0}>
        {sections.map((section) => (
          <Tabs.Tab key={section.value} value={section.value} leftSection={section.icon}>
            {section.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {sections.map((section) => (
        <Tabs.Panel key={section.value} value={section.value} style={{ flex: 1, minWidth: 0 }}>
          {shown === section.value && section.render()}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
