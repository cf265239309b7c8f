import {
  emailCheckQuerySchema,
  emailCheckResponseSchema,
  errorSchema,
  validateTokenRequestSchema,
  validateTokenResponseSchema,
} from '@cv/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isHeaderValue } from '../../lib/is-header-value';
import { emailDelivery } from '../email/email-delivery';
import { findUserDto } from '../user/user-dto';
import { createEmailChecker } from './email-deliverability';

const invalidToken = { detail: 'Erreur de validation du token' };

/** `POST /api/auth/validate` (decision D2): a session token in, the spec's User out. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkEmail = createEmailChecker({ dnsServers: app.settings.dnsServers });

  /** Registration's live deliverability check (decision D3); the browser falls back to DNS-over-HTTPS. */
  app.get(
    '/api/auth/email-check',
    {
      schema: {
        querystring: emailCheckQuerySchema,
        response: { 200: emailCheckResponseSchema, 400: errorSchema },
      },
    },
    async (request) => ({ status: 'success' as const, data: await checkEmail(request.query.email) }),
  );

  // Without a way to send emails the plugin is not loaded; say so rather than better-auth's bare 404.
  if (emailDelivery(app.settings) === null) {
    app.post(
      '/api/auth/sign-in/magic-link',
      { schema: { response: { 404: errorSchema } } },
      async (_request, reply) =>
        reply.code(404).send({ detail: "La connexion par lien email n'est pas disponible sur ce serveur" }),
    );
  }

  // The library's resend of a verification email would prove an address without ending a password set
  // before (the email-link sign-in does end it): only the email-change link exists here.
  app.post(
    '/api/auth/send-verification-email',
    { schema: { response: { 404: errorSchema } } },
    async (_request, reply) =>
      reply.code(404).send({ detail: "Cette action n'est pas disponible sur ce serveur" }),
  );

  app.post(
    '/api/auth/validate',
    {
      schema: {
        body: validateTokenRequestSchema,
        response: { 200: validateTokenResponseSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const { idToken } = request.body;
      // A token no session could hold (invalid UTF-8, characters a header cannot carry) is simply invalid.
      if (!isHeaderValue(idToken)) return reply.code(401).send(invalidToken);
      const session = await app.auth.api.getSession({
        headers: new Headers({ authorization: `Bearer ${idToken}` }),
      });
      const user = session && (await findUserDto(app.database.db, session.user.id));
      if (!user) return reply.code(401).send(invalidToken);
      return { user };
    },
  );
};
