import { describe, expect, it } from 'vitest';
import { checkUrl, type HostLists } from './check-url';
import { JobFetchRefusal, type RefusalReason } from './job-fetch-refusal';

const open: HostLists = { allowed: null, denied: [] };

function refusal(link: string, hosts: HostLists = open): RefusalReason | null {
  try {
    checkUrl(link, hosts);
    return null;
  } catch (error) {
    if (error instanceof JobFetchRefusal) return error.reason;
    throw error;
  }
}

describe('checkUrl', () => {
  it('lets web addresses through, without their fragment', () => {
    expect(checkUrl('https://jobs.example.com/offre/42?ref=x#apply', open).href).toBe(
      'https://jobs.example.com/offre/42?ref=x',
    );
    expect(checkUrl('http://example.com:80/a', open).href).toBe('http://example.com/a');
    expect(checkUrl('http://example.com:443/a', open).port).toBe('443');
  });

  it.each([
    ['not a link', 'invalid-url'],
    ['example.com/job', 'invalid-url'],
    ['ftp://example.com/job.txt', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['data:text/html,<h1>x</h1>', 'scheme'],
    ['https://user:secret@example.com/job', 'credentials'],
    ['https://user@example.com/job', 'credentials'],
    ['https://example.com:8443/job', 'port'],
    ['http://example.com:22/', 'port'],
  ] as const)('%s → %s', (link, reason) => {
    expect(refusal(link)).toBe(reason);
  });

  it("follows the operator's lists, a name covering its subdomains", () => {
    const hosts = { allowed: ['example.com', 'jobs.lever.co'], denied: ['bad.example.com'] };
    expect(refusal('https://example.com/a', hosts)).toBeNull();
    expect(refusal('https://careers.example.com/a', hosts)).toBeNull();
    expect(refusal('https://jobs.lever.co/acme/1', hosts)).toBeNull();
    expect(refusal('https://EXAMPLE.com./a', hosts)).toBeNull();
    expect(refusal('https://x.bad.example.com/a', hosts)).toBe('host-denied');
    expect(refusal('https://notexample.com/a', hosts)).toBe('host-denied');
    expect(refusal('https://api.lever.co/v0/postings/acme/1', hosts)).toBe('host-denied');
    expect(refusal('https://intranet.corp/a', { allowed: null, denied: ['corp'] })).toBe('host-denied');
  });
});
