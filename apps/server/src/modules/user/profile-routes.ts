import {
  deleteAccountResponseSchema,
  errorSchema,
  profileSchema,
  updateProfileRequestSchema,
} from '@cv/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { deleteAccount, EmailTakenError, findProfile, updateProfile } from './profile-service';

const notFound = { detail: 'Utilisateur introuvable' };

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };

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
        response: { 200: profileSchema, 409: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        await updateProfile(app.database.db, request.user!.id, request.body);
        app.forgetSessions(request.user!.id);
      } catch (error) {
        if (error instanceof EmailTakenError) {
          return reply.code(409).send({ detail: 'Cette adresse email est déjà utilisée' });
        }
        throw error;
      }
      return (await findProfile(app.database.db, request.user!.id)) ?? reply.code(404).send(notFound);
    },
  );

  app.delete(
    '/api/user/account',
    { onRequest: requireUser, schema: { response: { 200: deleteAccountResponseSchema, ...errors } } },
    async (request, reply) => {
      await deleteAccount(app.database.db, request.user!.id);
      app.forgetSessions(request.user!.id);
      reply.clearCookie?.('better-auth.session_token', { path: '/' });
      return { deleted: true as const };
    },
  );
};
