import type { ReactNode } from 'react';
import type { Plan } from '@/api/contract/domain';
import { useGetPlansQuery } from '@/api/endpoints/subscription';
import LoadState from './LoadState';

/** The subscription plans from the API, with their loading, error and empty states. */
export default function PlansState({ children }: { children: (plans: readonly Plan[]) => ReactNode }) {
  const query = useGetPlansQuery(undefined);
  return (
    <LoadState
      query={query}
      items={query.data}
      loadingLabelId="demo.price.loading"
      emptyTitleId="demo.price.empty.title"
      emptyBodyId="demo.price.empty.body"
    >
      {children}
    </LoadState>
  );
}
