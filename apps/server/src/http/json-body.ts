import type { FastifyInstance } from 'fastify';
import { invalidInput } from '../errors';
import { FaultMessage, JSON_MAX_DEPTH } from './faults';

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether the text nests arrays and objects deeper than the limit, read in one pass without
 * recursion (brackets inside strings do not count), so no later walk of the body runs out of stack.
 */
export const nestsDeeperThan = (text: string, limit: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_ARRAY || char === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (char === CLOSE_ARRAY || char === CLOSE_OBJECT) depth--;
  }
  return false;
};

/**
 * JSON bodies as Fastify reads them (prototype-poisoning keys refused), nested at most
 * JSON_MAX_DEPTH deep, except that an empty one is no body: the web client sends the JSON
 * content type on every non-GET call (spec 7), also on calls such as logout that carry nothing.
 */
export const installJsonBody = (app: FastifyInstance): void => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) return done(invalidInput(FaultMessage.tooDeep), undefined);
    return parseJson(request, text, done);
  });
};
