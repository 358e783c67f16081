import { REALNAME_SANDBOX_NOTIFY_PATH, REALNAME_SANDBOX_PAGE_PATH, realnameRequestSnSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { BODY_LIMIT_BYTES } from '../../http/faults';
import type { Handlers } from '../../http/handler';
import { loopbackOrigin } from '../../http/loopback';
import { httpDelivery } from '../../providers/payment';
import { policyAllowingScript } from '../../http/headers';
import { REALNAME_PAGE_SCRIPT, renderRealnameMissing, renderRealnamePage } from '../../providers/realname/sandbox/page';
import type { RealnameService } from './service';

type RealnameEndpoint = 'realnameState' | 'simOfficialAuth' | 'deviceOfficialAuth' | 'simPlatformAuth' | 'realnameSandboxAct';

export const realnameHandlers = (service: RealnameService): Pick<Handlers, RealnameEndpoint> => ({
  realnameState: ({ card, locale }) => service.state(card, locale),
  simOfficialAuth: ({ card, query }) => service.official(card, 'sim', query.simNo),
  deviceOfficialAuth: ({ card, query }) => service.official(card, 'device', query.simNo),
  simPlatformAuth: ({ card, body, locale, context }) => service.platform(card, body, locale, context.ip),
  realnameSandboxAct: ({ body }) => service.act(body),
});

const HTML_TYPE = 'text/html; charset=utf-8';
const PAGE_POLICY = policyAllowingScript(REALNAME_PAGE_SCRIPT);

/** The operator signs the exact bytes it sends, so the notification route reads the body raw. */
const registerCallback = async (scope: FastifyInstance, service: RealnameService): Promise<void> => {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
  scope.post(REALNAME_SANDBOX_NOTIFY_PATH, async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const { reply: answer, refused } = await service.notify(raw, request.headers);
    if (refused) request.log.warn({ reason: refused }, 'real-name notification refused');
    return reply.code(answer.status).type(answer.contentType).send(answer.body);
  });
};

/** The operator's notification route, the sandbox operator's page, and the sandbox wired to this server once it listens. */
export const registerRealname = (app: FastifyInstance, service: RealnameService): void => {
  const { operator } = service;
  void app.register((scope) => registerCallback(scope, service));
  app.get(REALNAME_SANDBOX_PAGE_PATH, async (request, reply) => {
    const given = String((request.query as Record<string, unknown>).requestSn ?? '');
    const requestSn = realnameRequestSnSchema.safeParse(given);
    const check = requestSn.success ? await operator.find(requestSn.data) : undefined;
    if (!check) return reply.code(404).type(HTML_TYPE).send(renderRealnameMissing(given.slice(0, 40)));
    return reply.type(HTML_TYPE).header('cache-control', 'no-store').header('content-security-policy', PAGE_POLICY).send(renderRealnamePage(check));
  });
  app.addHook('onListen', async () => {
    await operator.connect({ deliver: httpDelivery(() => loopbackOrigin(app)) });
  });
  app.addHook('onClose', () => operator.close());
};
