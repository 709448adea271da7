import type { Subscription } from '@/api/contract/subscription';
import { subscriptionCheckoutBodySchema } from '@/api/contract/subscription';
import type { Tables } from '../db/types';
import { fail, ok, route } from '../http';
import { toIsoDate } from '@/utils/localDate';
import { boletoLine, BOLETO_DAYS, chargeCard, DAY, pixBrCode, PIX_TTL_MS, randomCode } from './payment';
import { need } from './shared';

/** Premium subscriptions. */

/**
 * Subscriptions live beside the seeded tables (the seed has none): created on first use, gone with a
 * reset, persisted with the rest of the mock database.
 */
function subscriptionsOf(t: Tables): Tables['subscriptions'] {
  return t.subscriptions;
}

const subscribedByKey = new Map<string, string>();

function publicSubscription({ userId, ...subscription }: Subscription & { userId: string }): Subscription {
  return subscription;
}

export const subscriptionHandlers = [
  route(need('GET', '/api/Subscription/plans'), ({ t }) => ok({ lst: t.plans, total: t.plans.length })),

  route(
    need('POST', '/api/Subscription/checkout'),
    subscriptionCheckoutBodySchema,
    ({ body, user, t, request }) => {
      if (!user) return fail(401, 'Entre na sua conta para continuar.');
      const subscriptions = subscriptionsOf(t);
      const keyId = `${user.id}:${request.headers.get('Idempotency-Key') ?? ''}`;
      const earlier = subscriptions.find((s) => s.id === subscribedByKey.get(keyId));
      if (earlier) return ok({ obj: publicSubscription(earlier) });

      const plan = t.plans.find((p) => p.id === body.planId);
      if (!plan) return fail(404, 'Plano não encontrado.');
      const now = Date.now();
      if (subscriptions.some((s) => s.userId === user.id && s.status === 'active'))
        return fail(409, 'Você já é assinante Premium.');
      const { method } = body.payment;
      const installments = method === 'card' ? body.payment.installments : 1;
      if (method === 'free') return fail(422, 'Escolha como pagar: PIX, cartão ou boleto.');
      if (plan.interval === 'monthly' && installments > 1)
        return fail(422, 'O plano mensal é cobrado à vista, uma vez por mês.');
      if (method === 'card') {
        const declined = chargeCard(body.card, installments, now);
        if (declined) return declined;
      }
      const id = `sub-${randomCode(8).toLowerCase()}`;
      const renews = new Date(now);
      if (plan.interval === 'annual') renews.setFullYear(renews.getFullYear() + 1);
      else renews.setMonth(renews.getMonth() + 1);
      const dueDate = toIsoDate(now + BOLETO_DAYS * DAY);
      const subscription: Subscription & { userId: string } = {
        id,
        userId: user.id,
        planId: plan.id,
        planName: plan.name,
        interval: plan.interval,
        amount: plan.price,
        status: method === 'card' ? 'active' : 'pending',
        payment: { method, installments },
        pix:
          method === 'pix'
            ? { code: pixBrCode(plan.price, id), expiresAt: new Date(now + PIX_TTL_MS).toISOString() }
            : null,
        boleto: method === 'boleto' ? { line: boletoLine(plan.price, dueDate), dueDate } : null,
        startedAt: new Date(now).toISOString(),
        renewsAt: renews.toISOString(),
      };
      // A pending attempt is replaced by the new one.
      const pendingIndex = subscriptions.findIndex((s) => s.userId === user.id && s.status === 'pending');
      if (pendingIndex >= 0) subscriptions.splice(pendingIndex, 1);
      subscriptions.push(subscription);
      subscribedByKey.set(keyId, id);
      return ok(
        { obj: publicSubscription(subscription) },
        subscription.status === 'active'
          ? 'Assinatura ativada!'
          : 'Assinatura criada. Aguardando o pagamento.',
      );
    },
  ),
];
