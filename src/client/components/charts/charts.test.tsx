/**
 * The charts as a reader meets them: one described picture, columns and bars in proportion to
 * their values, an axis in round steps in the chart's own units, and a legend.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColumnChart } from './column-chart';
import { LineChart } from './line-chart';
import { RowChart } from './row-chart';

const heights = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[title] > div')].map((piece) => piece.style.height);

describe('charts', () => {
  it('stacks each day’s series in a column, scaled to the top mark of a whole-number axis', () => {
    const { container } = render(
      <ColumnChart
        height={240}
        data={[
          { day: '23 Nov', rides: 0, posts: 0 },
          { day: '24 Nov', rides: 1, posts: 2 },
          { day: '25 Nov', rides: 0, posts: 1 },
        ]}
        dataKey="day"
        series={[
          { name: 'rides', label: 'Rides', color: 'teal.6' },
          { name: 'posts', label: 'Posts', color: 'blue.6' },
        ]}
        withLegend
        wholeNumbers
        label="24 Nov: 1 ride, 2 posts; 25 Nov: 1 post"
      />,
    );
    const chart = screen.getByRole('img', { name: '24 Nov: 1 ride, 2 posts; 25 Nov: 1 post' });
    expect(chart).toHaveTextContent('Rides');
    expect(chart).toHaveTextContent('Posts');
    // The axis runs 0, 1, 2, 3: a day of 3 fills it.
    expect([...chart.querySelectorAll('span')].map((span) => span.textContent)).toEqual(
      expect.arrayContaining(['0', '1', '2', '3']),
    );
    expect(heights(container)).toEqual([
      `${(1 / 3) * 100}%`,
      `${(2 / 3) * 100}%`,
      `${(1 / 3) * 100}%`,
    ]);
    expect(screen.getByTitle('24 Nov: Rides 1, Posts 2')).toBeInTheDocument();
  });

  it('marks money on its axis in the currency, and the tallest week reaches a round top', () => {
    const { container } = render(
      <ColumnChart
        height={200}
        data={[
          { week: '2 Nov', sales: 150000 },
          { week: '9 Nov', sales: 416900 },
        ]}
        dataKey="week"
        series={[{ name: 'sales', label: 'Sales (BDT)', color: 'teal.6' }]}
        valueFormatter={(minor) => `BDT ${minor / 100}`}
        label="Sales"
      />,
    );
    expect(screen.getByRole('img', { name: 'Sales' })).toHaveTextContent('BDT 6000');
    expect(heights(container)).toEqual([`${(1500 / 6000) * 100}%`, `${(4169 / 6000) * 100}%`]);
    expect(screen.getByTitle('9 Nov: Sales (BDT) BDT 4169')).toBeInTheDocument();
  });

  it('names every other week under a long axis so the labels fit a phone', () => {
    const weeks = Array.from({ length: 12 }, (_, index) => ({
      week: `W${index + 1}`,
      rides: index,
    }));
    render(
      <LineChart
        height={240}
        data={weeks}
        dataKey="week"
        series={[{ name: 'rides', label: 'Rides', color: 'teal.6' }]}
        label="Rides per week"
      />,
    );
    const chart = screen.getByRole('img', { name: 'Rides per week' });
    expect(chart).toHaveTextContent('W1');
    expect(chart).toHaveTextContent('W3');
    expect(chart).not.toHaveTextContent('W2');
    expect(chart.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(12);
    expect(screen.getByTitle('W12: Rides 11')).toBeInTheDocument();
  });

  it('lays bars down with every name and value, the longest leaving room for its value', () => {
    render(
      <RowChart
        data={[
          { name: 'Unconfirmed', value: 4 },
          { name: 'Shipped', value: 2 },
          { name: 'Cancelled', value: 0 },
        ]}
        color="blue.6"
        label="Unconfirmed: 4, Shipped: 2, Cancelled: 0"
      />,
    );
    const chart = screen.getByRole('img', { name: 'Unconfirmed: 4, Shipped: 2, Cancelled: 0' });
    expect(chart).toHaveTextContent('Unconfirmed4Shipped2Cancelled0');
    const widths = [...chart.querySelectorAll<HTMLElement>('[style*="width"]')].map(
      (bar) => bar.style.width,
    );
    expect(widths).toEqual(['85%', '42.5%', '0%']);
  });
});
