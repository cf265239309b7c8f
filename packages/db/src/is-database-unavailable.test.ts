import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './is-database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises an unreachable or stopping server, however deeply wrapped', () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    const drizzle = new Error('Failed query: select 1', { cause: refused });
    const betterAuth = Object.assign(new Error('Failed to get session', { cause: drizzle }), {
      statusCode: 500,
    });
    expect(isDatabaseUnavailable(betterAuth)).toBe(true);
    expect(
      isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is shutting down', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves a bad query, a constraint or an ordinary bug alone', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(withCode('new row violates check constraint', '23514'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('syntax error at or near', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(withCode('Route not found', 'FST_ERR_NOT_FOUND'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
