import { describe, expect, it } from 'vitest';
import { withRoomAboveZero } from './sized-line-chart.tsx';

describe('withRoomAboveZero', () => {
  it('gives a chart of zeros an axis from 0 to 1, so its line lies at the bottom', () => {
    expect(withRoomAboveZero({ series: [{ data: [0, 0, 0] }, { data: [0, null] }], yAxis: [{ min: 0 }] })).toEqual([
      { min: 0, max: 1 },
    ]);
    expect(withRoomAboveZero({ series: [{ data: [] }], yAxis: [{ min: 0, tickMinStep: 1 }] })).toEqual([
      { min: 0, tickMinStep: 1, max: 1 },
    ]);
  });

  it('leaves an axis alone when some value is above zero, a max is set, or the axis names its values', () => {
    const axis = [{ min: 0 }];
    expect(withRoomAboveZero({ series: [{ data: [0, 3] }], yAxis: axis })).toBe(axis);
    expect(withRoomAboveZero({ series: [{ data: [0] }], yAxis: [{ min: 0, max: 5 }] })).toEqual([{ min: 0, max: 5 }]);
    expect(withRoomAboveZero({ series: [{ data: [0] }], yAxis: [{ scaleType: 'band', data: ['a'] }] })).toEqual([
      { scaleType: 'band', data: ['a'] },
    ]);
  });
});
