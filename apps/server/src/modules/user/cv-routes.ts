import {
  errorSchema,
  generatedCvListSchema,
  generatedCvRecordSchema,
  listCvsQuerySchema,
  saveCvRequestSchema,
} from '@cv/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { listCvRecords, saveCvRecord } from './cv-records';

export const cvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/cvs',
    {
      onRequest: requireUser,
      schema: {
        querystring: listCvsQuerySchema,
        response: { 200: generatedCvListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listCvRecords(app.database.db, request.user!.id, request.query.limit),
  );

  app.post(
    '/api/user/cvs',
    {
      onRequest: requireUser,
      schema: {
        body: saveCvRequestSchema,
        response: { 201: generatedCvRecordSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveCvRecord(app.database.db, request.user!.id, request.body)),
  );
};
