import { describe, expect, it } from 'vitest';
import { inDirection } from './chart-direction.ts';

describe('inDirection', () => {
  const props = {
    height: 300,
    xAxis: [{ scaleType: 'point', data: ['2026-11-01', '2026-11-02'] }],
    yAxis: [{ min: 0 }],
  };

  it('leaves a left-to-right chart as it is', () => {
    expect(inDirection(props, false)).toBe(props);
  });

  it('runs the x axes from the right and stands the y axes on the right in a right-to-left page', () => {
    expect(inDirection(props, true)).toEqual({
      height: 300,
      // MUI X adds the labels' gap the wrong way on a reversed axis: negated, it keeps 4 px between them
      xAxis: [{ scaleType: 'point', data: ['2026-11-01', '2026-11-02'], reverse: true, tickLabelMinGap: -4 }],
      yAxis: [{ min: 0, position: 'right' }],
    });
    // the caller's axes are not changed
    expect(props.xAxis[0]).not.toHaveProperty('reverse');
  });
});
