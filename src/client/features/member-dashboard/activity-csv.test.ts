import { describe, expect, it } from 'vitest';
import type { ActivityItem } from '../../../contract/member-activity';
import { activityCsv, csvCell } from './activity-csv';

const items: ActivityItem[] = [
  {
    at: '2026-11-21T08:00:00.000Z',
    kind: 'post',
    id: 3,
    what: '=HYPERLINK("http://evil.example","click")',
    distanceKm: null,
    amount: null,
  },
  {
    at: '2026-11-20T06:30:00.000Z',
    kind: 'order',
    id: 9,
    what: 'Order 9 (2 items)',
    distanceKm: null,
    amount: 125_050,
  },
  {
    at: '2026-11-19T05:00:00.000Z',
    kind: 'ride',
    id: 4,
    what: 'Savar loop',
    distanceKm: 42.5,
    amount: null,
  },
];

describe('activityCsv', () => {
  it('writes the table: a header, then date, kind, what, distance and amount per row', () => {
    expect(activityCsv(items, 'BDT').split('\r\n')).toEqual([
      '"Date","Kind","What","Distance (km)","Amount (BDT)"',
      '"2026-11-21","Post","\'=HYPERLINK(""http://evil.example"",""click"")","",""',
      '"2026-11-20","Order","Order 9 (2 items)","","1250.50"',
      '"2026-11-19","Ride","Savar loop","42.5",""',
      '',
    ]);
  });

  it('defuses every cell a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    }
    expect(csvCell('Plain, with "quotes"')).toBe('"Plain, with ""quotes"""');
  });
});
