import { vitalThresholds } from '@osm5/shared';
import type { Dialect } from './dialect.ts';

/** `${n}e0`: a double in both dialects (DuckDB reads 0.1 as a DECIMAL), compared as TypeScript compares it. */
const double = (n: number) => `${n}e0`;

/** The `vital_rating` dimension: the band of a vital event's value (vitalRating in the shared package), '' for any other event. */
export function vitalRatingSql(d: Dialect): string {
  const branches = Object.entries(vitalThresholds).flatMap(([name, t]) => {
    const named = `vital_name = ${d.string(name)}`;
    return [
      `WHEN ${named} AND vital_value <= ${double(t.good)} THEN 'good'`,
      `WHEN ${named} AND vital_value <= ${double(t.poor)} THEN 'needs_improvement'`,
      `WHEN ${named} THEN 'poor'`,
    ];
  });
  return `CASE WHEN type <> 'vital' THEN '' ${branches.join(' ')} ELSE '' END`;
}
