import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { messageSchema } from '../../../shared/schemas/common';
import { unsubscribeQuerySchema } from '../../../shared/schemas/watches';
import { NOTIFICATION_MESSAGES as N } from '../../../shared/watch-messages';
import { AppError } from '../../lib/errors';
import { escapeHtml } from '../../services/auth/auth-mails';
import { unsubscribe, verifyUnsubscribeToken } from '../../services/watches/unsubscribe';

// One-click unsubscribe (RFC 8058; docs/decisions/044-watchlists-and-notifications.md): no session,
// the signed token is the authority. The mail's List-Unsubscribe-Post target is the API route; the
// link a reader clicks opens a small page whose one button posts to it.
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail clients post "List-Unsubscribe=One-Click" form-encoded; the token is in the address.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/api/notifications/unsubscribe',
    {
      // A mail client may post from anywhere; the token, not a cookie, is the authority.
      config: { crossSite: true },
      schema: {
        tags: ['me'],
        summary: 'E-posta bildirimlerinden çık (tek tıkla)',
        description: 'Oturum gerekmez: e-postadaki imzalı `token` yeterlidir (RFC 8058, `List-Unsubscribe=One-Click`). Üyenin e-posta tercihi "kapalı" olur.',
        querystring: unsubscribeQuerySchema,
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? (request.body as { token?: string } | undefined)?.token ?? '';
      if (!(await unsubscribe(app.db, token))) throw new AppError(400, 'VALIDATION_ERROR', N.unsubscribeInvalid);
      if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') && !('List-Unsubscribe' in ((request.body as object) ?? {}))) {
        // The page's own form: answer with a page, not JSON.
        return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page(escapeHtml(N.unsubscribed)) as unknown as { message: string });
      }
      return { message: N.unsubscribed };
    },
  );

  app.get('/e-posta-aboneligi', { schema: { hide: true, querystring: unsubscribeQuerySchema } }, async (request, reply) => {
    const token = request.query.token ?? '';
    const valid = Boolean(await verifyUnsubscribeToken(app.db, token));
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    if (!valid) return reply.status(400).send(page(escapeHtml(N.unsubscribeInvalid)));
    return reply.send(
      page(
        `<p>GüneşVeri takip listenizdeki değişiklikler için e-posta almayı bırakmak üzeresiniz. Uygulama içi bildirimleriniz sürer.</p>
<form method="post" action="/api/notifications/unsubscribe?token=${escapeHtml(encodeURIComponent(token))}"><button type="submit">E-posta bildirimlerini kapat</button></form>`,
      ),
    );
  });
};

function page(body: string) {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>E-posta bildirimleri — GüneşVeri</title>
<style>body{font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#0f172a;line-height:1.6}@media (prefers-color-scheme:dark){body{background:#0f172a;color:#e2e8f0}}button{background:#f59e0b;color:#0f172a;border:0;border-radius:8px;padding:12px 20px;font-weight:bold;font-size:16px;cursor:pointer}button:focus-visible{outline:3px solid #b45309;outline-offset:2px}</style></head>
<body><h1>E-posta bildirimleri</h1>${body}<p><a href="/">GüneşVeri'ye dön</a></p></body></html>`;
}
