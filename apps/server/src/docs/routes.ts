import type { FastifyInstance } from 'fastify';
import { JSON_TYPE } from '../http/answer';
import { buildOpenApi, serializeOpenApi } from './openapi';
import { renderDocsPage } from './page';

export const registerDocs = (app: FastifyInstance): void => {
  const document = buildOpenApi();
  const json = serializeOpenApi(document);
  const page = renderDocsPage(document);
  app.get('/api/docs/json', (_request, reply) => reply.type(JSON_TYPE).send(json));
  app.get('/api/docs', (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
};
