import { describe, expect, it } from 'vitest';
import { parseCostSheet, sheetNumber } from './ad-costs.ts';

describe('cost sheets', () => {
  it('reads the columns in any order and case, with optional clicks and impressions', () => {
    const sheet = parseCostSheet(
      '\uFEFFCampaign;Date;Source;Cost;Clicks\r\nspring;2026-11-02;google;"1 234,50";310\r\nspring;2026-11-03;facebook;12;\r\n',
    );
    expect(sheet.sheetError).toBeUndefined();
    expect(sheet.errors).toEqual([]);
    expect(sheet.rows).toEqual([
      {
        line: 2,
        date: '2026-11-02',
        source: 'google',
        campaign: 'spring',
        cost: 1234.5,
        clicks: 310,
        impressions: null,
      },
      {
        line: 3,
        date: '2026-11-03',
        source: 'facebook',
        campaign: 'spring',
        cost: 12,
        clicks: null,
        impressions: null,
      },
    ]);
  });

  it('names each bad cell with its line, and keeps the good rows apart', () => {
    const sheet = parseCostSheet(
      [
        'date,source,campaign,cost,clicks',
        '2026-02-30,google,spring,10,1',
        '2026-11-02,,spring,-3,2.5',
        '2026-11-03,bing,summer,4.25,',
      ].join('\n'),
    );
    expect(sheet.errors).toEqual([
      { line: 2, column: 'date', message: 'validation.cost_date_invalid' },
      { line: 3, column: 'source', message: 'validation.cost_source_required' },
      { line: 3, column: 'cost', message: 'validation.cost_amount_invalid' },
      { line: 3, column: 'clicks', message: 'validation.cost_count_invalid' },
    ]);
    expect(sheet.rows.map((r) => [r.line, r.cost])).toEqual([[4, 4.25]]);
  });

  it('refuses a sheet without its columns or rows', () => {
    expect(parseCostSheet('day,source,campaign,cost\n2026-01-01,a,b,1').sheetError).toBe(
      'validation.cost_sheet_columns',
    );
    expect(parseCostSheet('date,source,campaign,cost\n').sheetError).toBe('validation.cost_sheet_empty');
    expect(parseCostSheet('').sheetError).toBe('validation.cost_sheet_empty');
  });

  it('reads spreadsheet numbers', () => {
    expect(sheetNumber('1,234.50')).toBe(1234.5);
    expect(sheetNumber('1234,5')).toBe(1234.5);
    expect(sheetNumber('1,234,567')).toBe(1234567);
    expect(sheetNumber(' ')).toBeNull();
    expect(sheetNumber('12€')).toBeNaN();
  });
});
