import type { z } from 'zod/mini';
import { api } from '@/api/api';
import { planSchema, type Plan } from '@/api/contract/domain';
import {
  subscriptionSchema,
  type Subscription,
  type SubscriptionCheckoutBody,
} from '@/api/contract/subscription';
import { listEnvelope, objEnvelope } from '@/api/contract/envelope';

const plansAnswer = listEnvelope(planSchema);
const subscriptionAnswer = objEnvelope(subscriptionSchema);

export interface SubscriptionCheckoutArgs {
  body: SubscriptionCheckoutBody;
  idempotencyKey: string;
}

/** Premium plans and the subscription checkout (idempotent). */
export const subscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<Plan[], undefined>({
      query: () => ({ url: '/api/Subscription/plans', schema: plansAnswer }),
      transformResponse: (response: z.infer<typeof plansAnswer>) => response.lst,
      providesTags: [{ type: 'Subscription', id: 'PLANS' }],
    }),
    subscribe: build.mutation<Subscription, SubscriptionCheckoutArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: '/api/Subscription/checkout',
        method: 'POST',
        data: body,
        idempotencyKey,
        schema: subscriptionAnswer,
        fallbackId: 'errors.subscription.subscribe',
      }),
      transformResponse: (response: z.infer<typeof subscriptionAnswer>) => response.obj,
    }),
  }),
});

export const { useGetPlansQuery, useSubscribeMutation } = subscriptionApi;
