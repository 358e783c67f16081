import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify reads them (prototype-poisoning keys refused), except that an empty
 * one is no body: the web client sends the JSON content type on every non-GET call (spec 7),
 * also on calls such as logout that carry nothing.
 */
export const installJsonBody = (app: FastifyInstance): void => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
};
