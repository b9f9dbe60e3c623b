/**
 * The dashboard frame: on a tablet the tabs (and any headed list below them) run down the side
 * and choosing one reports it; on a phone a select labelled Section takes their place.
 */
import { MantineProvider } from '@mantine/core';
import { IconCalendarMonth, IconLayoutDashboard, IconReceipt } from '@tabler/icons-react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubScreenWidth } from '../../../tests/helpers/screen-width';
import { SidebarSections } from './sidebar-sections';

afterEach(() => vi.unstubAllGlobals());

const TABS = [
  { value: 'dashboard', label: 'Dashboard', Icon: IconLayoutDashboard },
  { value: 'orders', label: 'Orders', Icon: IconReceipt },
];
const SAVED = [{ value: 'current-month', label: 'Current month', Icon: IconCalendarMonth }];

function Frame({ onChange }: { onChange: (value: string | null) => void }) {
  const [shown, setShown] = useState('orders');
  return (
    <MantineProvider>
      <SidebarSections
        tabs={TABS}
        groups={[{ heading: 'Saved reports', tabs: SAVED }]}
        tabsHeading="Dashboard"
        shown={shown}
        onChange={(value) => {
          onChange(value);
          if (value) setShown(value);
        }}
        ariaLabel="Test dashboard"
      >
        <p>Showing {shown}</p>
      </SidebarSections>
    </MantineProvider>
  );
}

describe('SidebarSections', () => {
  it('lists the tabs down the side on a tablet and reports the one chosen', async () => {
    stubScreenWidth(true);
    const onChange = vi.fn();
    render(<Frame onChange={onChange} />);
    const sidebar = screen.getByRole('tablist', { name: 'Test dashboard' });
    expect(sidebar).toHaveAttribute('aria-orientation', 'vertical');
    expect(
      within(sidebar)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Dashboard', 'Orders', 'Current month']);
    expect(within(sidebar).getByText('Saved reports')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Showing orders')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Current month' }));
    expect(onChange).toHaveBeenCalledWith('current-month');
    expect(screen.getByText('Showing current-month')).toBeInTheDocument();
  });

  it('shows a select of the sections on a phone instead of the sidebar', () => {
    stubScreenWidth(false);
    render(<Frame onChange={vi.fn()} />);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Section' })).toHaveDisplayValue('Orders');
    expect(screen.getByText('Showing orders')).toBeInTheDocument();
  });
});
