import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Message, ok, renderMessage } from '@shop/contract';
import type { FastifyReply } from 'fastify';
import { localeOf } from './context';
import { type Encoding, preferredEncoding } from './encoding';

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A success envelope serialized, encoded and compressed ahead of time (a cached answer),
 * for the data type T. Compressing once per cache fill makes the bytes on the wire, which
 * dominate the cost of a cached answer, cheaper for every request after it.
 */
export class PreparedAnswer<T> {
  /** Ties the bytes to the data type they were made from; never read. */
  declare readonly dataType: T;
  readonly bodies: Readonly<Record<Encoding, Buffer>>;

  constructor(json: string) {
    const identity = Buffer.from(json);
    this.bodies = {
      identity,
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    };
  }
}

export const prepareAnswer = <T>(data: T): PreparedAnswer<T> => new PreparedAnswer<T>(JSON.stringify(ok(data)));

/**
 * Prepared answers by the data object they carry: data a cache hands out again and again (the
 * same object until the cache drops it) is serialized and compressed once, and a new object
 * after a change gets new bytes, so these never outlive the cache that owns the data.
 */
export const preparedAnswers = <T extends object>(): ((data: T) => PreparedAnswer<T>) => {
  const prepared = new WeakMap<T, PreparedAnswer<T>>();
  return (data) => {
    let answer = prepared.get(data);
    if (!answer) {
      answer = prepareAnswer(data);
      prepared.set(data, answer);
    }
    return answer;
  };
};

const sendPrepared = (reply: FastifyReply, answer: PreparedAnswer<unknown>): FastifyReply => {
  const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
  // Prepared answers are made per locale too: a shared cache must not hand one language's to another.
  reply.type(JSON_TYPE).header('vary', 'accept-encoding, accept-language');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(answer.bodies[encoding]);
};

/** Sends `{code: 0, message: 'ok', data}`, reusing prepared bytes when the handler has them. */
export const sendData = (reply: FastifyReply, data: unknown): FastifyReply =>
  data instanceof PreparedAnswer ? sendPrepared(reply, data) : reply.type(JSON_TYPE).send(JSON.stringify(ok(data)));

/**
 * Sends an envelope with any status: errors, refusals, not-found. The edge where a message
 * becomes text: in the locale the request asks for (its `Accept-Language`), zh-Hans without one.
 */
export const sendEnvelope = (reply: FastifyReply, status: number, code: number, message: Message): FastifyReply =>
  reply
    .code(status)
    .type(JSON_TYPE)
    .header('vary', 'accept-language')
    .send(JSON.stringify({ code, message: renderMessage(message, localeOf(reply.request)), data: null }));
