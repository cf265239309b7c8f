import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers on every response: a Content-Security-Policy with no inline script (the Vite build has
 * none), frame denial, no-sniff, a referrer policy, and HSTS when the site is served over https. The
 * browser may call only us — and the DNS-over-HTTPS resolver of the registration's fallback email check.
 * Inline styles stay allowed: React sets style attributes (progress bars) and that is not script.
 */
export default fp(
  async (app, options: { appUrl: string; dohResolverUrl: string }) => {
    const https = options.appUrl.startsWith('https://');
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", new URL(options.dohResolverUrl).origin],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
