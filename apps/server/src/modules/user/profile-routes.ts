import {
  deleteAccountResponseSchema,
  errorSchema,
  profileSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
} from '@cv/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authHeaders, requireUser, type SessionUser } from '../../plugins/auth';
import { SIGN_IN_LIMIT_PER_MINUTE } from '../auth/create-auth';
import type { AccountEmailSender } from '../email/account-email-sender';
import { AttemptLimit } from '../limits/attempt-limit';
import { DEMO_ACCOUNT } from '../system/public-config';
import { deleteAccount, EmailChangeUnavailableError, findProfile, updateProfile } from './profile-service';

const notFound = { detail: 'Utilisateur introuvable' };
export const DEMO_ACCOUNT_NOT_DELETABLE = 'Le compte de démonstration ne peut pas être supprimé.';
export const DEMO_EMAIL_NOT_CHANGEABLE =
  "L'adresse email du compte de démonstration ne peut pas être modifiée.";
const TOO_MANY_ATTEMPTS = 'Trop de tentatives. Veuillez réessayer plus tard';
export const EMAIL_CHANGE_UNAVAILABLE =
  "Le changement d'adresse email n'est pas disponible sur ce serveur (aucun email ne peut y être envoyé).";

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The account emails, null when none can be sent (production without SMTP): no address can change then. */
export const profileRoutes: FastifyPluginAsyncZod<{ accountEmails: AccountEmailSender | null }> = async (
  app,
  { accountEmails },
) => {
  const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
  // Demo mode's shared account (D4): its address and password are shown on the login form to everyone, so
  // one visitor must not delete it or move it to another address for all the others.
  const mail = accountEmails && { auth: app.auth, emails: accountEmails };
  // Each email change sends an email to an address the asker chooses: the sign-in route's per-client
  // limit, counted on every attempt, not only the global per-minute one.
  const emailChanges = new AttemptLimit(app.rateCounter, 'email-change', SIGN_IN_LIMIT_PER_MINUTE, 60_000);
  const isDemoAccount = (who: SessionUser) =>
    app.settings.demoMode && sameEmail(who.email, DEMO_ACCOUNT.email);

  app.get(
    '/api/user/profile',
    { onRequest: requireUser, schema: { response: { 200: profileSchema, ...errors } } },
    async (request, reply) =>
      (await findProfile(app.database.db, request.user!.id)) ?? reply.code(404).send(notFound),
  );

  app.put(
    '/api/user/profile',
    {
      onRequest: requireUser,
      schema: {
        body: updateProfileRequestSchema,
        response: {
          200: updateProfileResponseSchema,
          403: errorSchema,
          429: errorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const changesEmail = email !== undefined && !sameEmail(email, request.user!.email);
      if (changesEmail && isDemoAccount(request.user!)) {
        return reply.code(403).send({ detail: DEMO_EMAIL_NOT_CHANGEABLE });
      }
      if (changesEmail) {
        const waitMs = await emailChanges.take(request.ip);
        if (waitMs > 0) {
          reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
          return reply.code(429).send({ detail: TOO_MANY_ATTEMPTS });
        }
      }
      let pendingEmail: string | null;
      try {
        const update = { db: app.database.db, mail, headers: authHeaders(request) };
        ({ pendingEmail } = await updateProfile(update, request.user!, request.body));
        app.forgetSessions(request.user!.id);
      } catch (error) {
        if (error instanceof EmailChangeUnavailableError) {
          return reply.code(400).send({ detail: EMAIL_CHANGE_UNAVAILABLE });
        }
        throw error;
      }
      const profile = await findProfile(app.database.db, request.user!.id);
      return profile ? { ...profile, pendingEmail } : reply.code(404).send(notFound);
    },
  );

  app.delete(
    '/api/user/account',
    {
      onRequest: requireUser,
      schema: { response: { 200: deleteAccountResponseSchema, 403: errorSchema, ...errors } },
    },
    async (request, reply) => {
      if (isDemoAccount(request.user!)) return reply.code(403).send({ detail: DEMO_ACCOUNT_NOT_DELETABLE });
      await deleteAccount(app.database.db, request.user!.id);
      app.forgetSessions(request.user!.id);
      reply.clearCookie?.('better-auth.session_token', { path: '/' });
      return { deleted: true as const };
    },
  );
};
