import type { z } from 'zod/mini';
import { api } from '@/api/api';
import { objEnvelope } from '@/api/contract/envelope';
import { widgetOverviewSchema, type WidgetOverview } from '@/api/contract/widget';

const overviewAnswer = objEnvelope(widgetOverviewSchema);

/** The platform in numbers that every widget page and the analytics dashboard read (any signed-in role). */
export const widgetApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWidgetOverview: build.query<WidgetOverview, undefined>({
      query: () => ({
        url: '/api/Widget/overview',
        schema: overviewAnswer,
        fallbackId: 'errors.widget.getWidgetOverview',
      }),
      transformResponse: (response: z.infer<typeof overviewAnswer>) => response.obj,
    }),
  }),
});

export const { useGetWidgetOverviewQuery } = widgetApi;
