import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';

/** For load balancers and supervisors: 200 while the database answers, 503 when it does not. */
export const registerHealth = (app: FastifyInstance, database: Pick<DatabaseHandle, 'db' | 'kind'>): void => {
  app.get('/health', async (request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return reply.header('cache-control', 'no-store').send({ status: 'ok', database: database.kind });
    } catch (error) {
      request.log.error({ err: error }, 'health check: the database does not answer');
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'unavailable', database: database.kind });
    }
  });
};
