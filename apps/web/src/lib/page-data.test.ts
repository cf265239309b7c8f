import { describe, expect, it } from 'vitest';
import { parsePageData } from './page-data';

describe('parsePageData', () => {
  it('reads what the server wrote into the page', () => {
    const data = { config: { appName: 'CV Sur Mesure' }, cookieSession: false };
    expect(parsePageData(JSON.stringify(data))).toEqual(data);
  });

  it('gives nothing for a missing, broken or foreign block, so that the client asks the server instead', () => {
    for (const text of [
      null,
      '',
      '{',
      'null',
      '{"config":{}}',
      '{"config":{"appName":"x"},"cookieSession":"no"}',
    ]) {
      expect(parsePageData(text), String(text)).toBeNull();
    }
  });
});
