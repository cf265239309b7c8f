import { checkoutSessionIdSchema, errorSchema } from '@cv/contracts';
import { payments } from '@cv/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type InterfaceLanguage, interfaceLanguage } from '../../lib/interface-language';
import { findPack } from './catalogue';
import { confirmPayment, type PaymentsDeps } from './confirm-payment';
import { checkDemoCard } from './demo-card-check';
import { checkoutPage, DEMO_CHECKOUT_CSS, DEMO_CHECKOUT_CSS_PATH, noticePage } from './demo-checkout-page';
import { DEMO_CHECKOUT_TEXTS } from './demo-checkout-texts';
import { DEMO_CHECKOUT_PATH, type DemoProvider } from './demo-provider';
import { checkoutReturnUrls } from './start-checkout';

const params = z.object({ sessionId: checkoutSessionIdSchema });
/** `lang` is written by the checkout start (the interface's language); anything else is ignored. */
const querystring = z.object({ lang: z.string().max(10).optional() });
const form = z.object({
  cardNumber: z.string().max(100).default(''),
  expiry: z.string().max(100).default(''),
  cvc: z.string().max(100).default(''),
});
/** The pages are HTML strings (sent as is, never serialized); a rejected request gets our JSON `{ detail }`. */
const html = z.string();
const htmlOrError = z.union([html, errorSchema]);

/**
 * The demo provider's hosted checkout (D9). Paying does what Stripe does: the session becomes paid at the
 * provider, the provider notifies us (here: the same `confirmPayment` the webhook calls), and the browser
 * is sent to the success URL with a 303. Any number of confirmations later credit nothing more.
 */
export const demoCheckoutRoutes: FastifyPluginAsyncZod<{ deps: PaymentsDeps; demo: DemoProvider }> = async (
  app,
  { deps, demo },
) => {
  const { appName, appUrl } = app.settings;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  async function findSession(sessionId: string) {
    const [row] = await deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.sessionId, sessionId), eq(payments.provider, 'demo')));
    const pack = row ? findPack(row.credits) : null;
    if (!row || !pack) return null;
    return { row, pack, ...checkoutReturnUrls(appUrl, pack, row.userId) };
  }

  function sendPage(reply: FastifyReply, status: number, page: string) {
    const appOrigin = new URL(appUrl).origin;
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'self'; form-action 'self' ${appOrigin}; base-uri 'none'; frame-ancestors 'none'`,
      )
      .send(page);
  }

  /** The language the checkout start wrote in the address; else the browser's own. */
  function pageLanguage(request: FastifyRequest): InterfaceLanguage {
    const { lang } = request.query as z.infer<typeof querystring>;
    return lang === 'fr' || lang === 'en' ? lang : interfaceLanguage(request.headers['accept-language']);
  }
  const missing = (language: InterfaceLanguage) => {
    const text = DEMO_CHECKOUT_TEXTS[language];
    return noticePage(language, appName, text.sessionMissing, { href: appUrl, label: text.home });
  };
  const successUrl = (template: string, sessionId: string) =>
    template.replace('{CHECKOUT_SESSION_ID}', sessionId);

  app.get(DEMO_CHECKOUT_CSS_PATH, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(DEMO_CHECKOUT_CSS),
  );

  app.get(
    `${DEMO_CHECKOUT_PATH}/:sessionId`,
    { schema: { params, querystring, response: { 200: html, 400: errorSchema, 404: html } } },
    async (request, reply) => {
      const { sessionId } = request.params;
      const language = pageLanguage(request);
      const session = await findSession(sessionId);
      if (!session) return sendPage(reply, 404, missing(language));
      if (session.row.status === 'paid') {
        const text = DEMO_CHECKOUT_TEXTS[language];
        const link = { href: successUrl(session.successUrl, sessionId), label: text.backToSite };
        return sendPage(reply, 200, noticePage(language, appName, text.alreadyPaid, link));
      }
      return sendPage(
        reply,
        200,
        checkoutPage({ language, appName, sessionId, pack: session.pack, cancelUrl: session.cancelUrl }),
      );
    },
  );

  app.post(
    `${DEMO_CHECKOUT_PATH}/:sessionId`,
    {
      schema: {
        params,
        querystring,
        body: form,
        response: { 200: html, 303: z.null(), 400: htmlOrError, 402: html, 404: html },
      },
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      const language = pageLanguage(request);
      const session = await findSession(sessionId);
      if (!session) return sendPage(reply, 404, missing(language));
      if (session.row.status === 'pending') {
        const check = checkDemoCard(request.body);
        if (!check.ok) {
          const { cardNumber, expiry } = request.body;
          const page = checkoutPage({
            language,
            appName,
            sessionId,
            pack: session.pack,
            cancelUrl: session.cancelUrl,
            error: check.reason,
            cardNumber,
            expiry,
          });
          return sendPage(reply, check.status, page);
        }
        demo.markPaid(sessionId);
        const confirmation = await confirmPayment(deps, sessionId);
        request.log.info({ sessionId, outcome: confirmation.outcome }, 'demo checkout paid');
      }
      // Paid (now, or by an earlier submit of the same form): back to the site, as Stripe does.
      return reply.redirect(successUrl(session.successUrl, sessionId), 303);
    },
  );
};
