import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { logError } from './log-errors.ts';

describe('logError', () => {
  it("keeps a failed query's statement and cause, not its parameters", () => {
    const cause = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['someone@example.com', '$argon2id$v=19$secret'],
      cause,
    );
    const logged = logError(error) as Record<string, unknown>;
    const text = JSON.stringify(logged);
    expect(text).not.toContain('someone@example.com');
    expect(text).not.toContain('argon2id');
    expect(logged.message).toBe(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: (2): connect ECONNREFUSED 127.0.0.1:5432',
    );
    expect(logged.stack).toContain('caused by: Error: connect ECONNREFUSED');
    expect(logged.params).toBe(2);
  });

  it("leaves out a driver's client object, and anything not an error as it is", () => {
    const error = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      client: { connection: { parsedStatements: { live_session: 'select …' } } },
    });
    const logged = logError(error) as Record<string, unknown>;
    expect(logged).toMatchObject({ type: 'Error', code: '57P01' });
    expect(logged).not.toHaveProperty('client');
    expect(logError('plain')).toBe('plain');
  });
});
