import { existsSync } from 'node:fs';
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { SHOP_BASE_PATH } from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files (index.html, brand images) are revalidated each time; ETags keep that cheap. */
const REVALIDATE = 'no-cache';

/** Hashed build output under assets/ never changes under the same name. */
const cacheControlFor = (pathInDist: string): string =>
  pathInDist.split(sep)[0] === 'assets' ? IMMUTABLE : REVALIDATE;

/** Keeps the query (a promo code in a shared link) on the way to the shop. */
const redirectToShop = (request: FastifyRequest, reply: FastifyReply) => {
  const queryStart = request.url.indexOf('?');
  return reply.redirect(queryStart === -1 ? SHOP_BASE_PATH : `${SHOP_BASE_PATH}${request.url.slice(queryStart)}`, 302);
};

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>商城尚未构建</title></head>
<body style="font-family:sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.6">
<h1>商城页面尚未构建</h1>
<p>The web app has not been built yet. Run <code>npm run build -w @shop/web</code>, then restart the server
(or set WEB_DIST to a built copy).</p>
</body></html>`;

const answerMissingBuild = (reply: FastifyReply) =>
  reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(MISSING_BUILD_PAGE);

/**
 * The built web app under /shop/ (pre-compressed .br/.gz siblings preferred), and the
 * redirects that lead there. Without a build, /shop/ explains how to make one.
 */
export const registerWebApp = async (app: FastifyInstance, webDist: string): Promise<void> => {
  app.get('/', redirectToShop);
  app.get('/shop', redirectToShop);
  if (!existsSync(`${webDist}/index.html`)) {
    app.get(SHOP_BASE_PATH, (_request, reply) => answerMissingBuild(reply));
    app.get(`${SHOP_BASE_PATH}*`, (_request, reply) => answerMissingBuild(reply));
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: SHOP_BASE_PATH,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const pathInDist = relative(webDist, path).replace(/\.(br|gz)$/, '');
      reply.header('cache-control', cacheControlFor(pathInDist));
    },
  });
};
