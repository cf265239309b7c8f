import { lookup } from 'node:dns/promises';
import {
  jobOfferErrorSchema,
  jobOfferFromUrlRequestSchema,
  jobOfferFromUrlResponseSchema,
} from '@cv/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { InFlightPerAccount } from '../cv/in-flight-per-account';
import { JobFetchRefusal } from './fetch/job-fetch-refusal';
import type { Resolve } from './fetch/resolve-checked';
import { LinksPerAccount } from './links-per-account';
import { closePageReaderPool } from './read/page-reader-pool';
import { createJobOfferReader } from './read-job-offer';

/** What the tests put in place of the network's edges; the application passes nothing. */
export interface JobFetchDependencies {
  /** Names → addresses; the system's resolver (getaddrinfo, as any HTTP client) by default. */
  resolve?: Resolve;
  /** Test suites only: see PageFetchOptions.testOnlyLoopbackPort. */
  testOnlyLoopbackPort?: number;
}

const systemResolve: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

// Reading a link costs a fetch of up to 8 s and a page reader thread: a person reads a few offers a
// minute, one at a time.
const LINKS_PER_MINUTE = 10;
const TOO_MANY_LINKS = `Vous avez lu ${LINKS_PER_MINUTE} liens en une minute : attendez un instant ou collez le texte.`;
const ONE_AT_A_TIME = 'Un lien est déjà en cours de lecture : attendez son résultat.';

/** POST /api/job-offer/from-url (issue 27, decision D26): registered only when JOB_FETCH is on. */
export const jobOfferRoutes: FastifyPluginAsyncZod<JobFetchDependencies> = async (app, dependencies) => {
  const { settings } = app;
  const readJobOffer = createJobOfferReader({
    resolve: dependencies.resolve ?? systemResolve,
    hosts: { allowed: settings.jobFetch.allowedHosts, denied: settings.jobFetch.deniedHosts },
    userAgent: `${settings.appName}/${settings.appVersion} (+${settings.appUrl})`,
    testOnlyLoopbackPort: dependencies.testOnlyLoopbackPort,
  });
  const perMinute = new LinksPerAccount(LINKS_PER_MINUTE, TOO_MANY_LINKS);
  const inFlight = new InFlightPerAccount(1, ONE_AT_A_TIME);
  app.addHook('onClose', () => closePageReaderPool());

  app.post(
    '/api/job-offer/from-url',
    {
      onRequest: requireUser,
      schema: {
        body: jobOfferFromUrlRequestSchema,
        response: {
          200: jobOfferFromUrlResponseSchema,
          400: jobOfferErrorSchema,
          401: jobOfferErrorSchema,
          422: jobOfferErrorSchema,
          429: jobOfferErrorSchema,
          502: jobOfferErrorSchema,
          503: jobOfferErrorSchema,
          504: jobOfferErrorSchema,
        },
      },
    },
    async (request, reply) => {
      perMinute.take(request.user!.id);
      try {
        return await inFlight.run(request.user!.id, () => readJobOffer(request.body.url));
      } catch (error) {
        if (!(error instanceof JobFetchRefusal)) throw error;
        request.log.info({ reason: error.reason }, 'job offer link refused');
        return reply
          .code(error.status as 400 | 422 | 502 | 503 | 504)
          .send({ detail: error.message, code: error.reason });
      }
    },
  );
};
