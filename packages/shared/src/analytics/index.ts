export * from './event-types.ts';
export * from './goal-match.ts';
export * from './query.ts';
export * from './report-catalogue.ts';
export * from './time-buckets.ts';
export * from './tracking-payload.ts';
export * from './vitals.ts';
