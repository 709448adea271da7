import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { roleLabelId } from '@/store/roles';
import { useGetUsersQuery } from '@/api/endpoints/admin';
import type { FilterOption } from './FilterSelect';

/** Producers and schools (the accounts that own events and courses): filter options and names by id. */
export function useOwners(): { options: FilterOption[]; names: ReadonlyMap<string, string> } {
  const intl = useIntl();
  const { data } = useGetUsersQuery({ role: '3,4', page: 1, pageSize: 200, sort: 'name:asc' });
  return useMemo(() => {
    const owners = data?.items ?? [];
    return {
      options: owners.map((u) => ({
        value: u.id,
        label: `${u.name} · ${intl.formatMessage({ id: roleLabelId(u.role) })}`,
        raw: true,
      })),
      names: new Map(owners.map((u) => [u.id, u.name])),
    };
  }, [data, intl]);
}
