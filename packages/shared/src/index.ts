export * from './analytics/index.ts';
export * from './auth/privileges.ts';
export * from './errors.ts';
export * from './validation/fields.ts';
