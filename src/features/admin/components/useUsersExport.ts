import { useState } from 'react';
import { useIntl } from 'react-intl';
import { roleLabelId } from '@/store/roles';
import type { UserListQuery } from '@/api/contract/admin';
import type { AdminUser } from '@/api/contract/domain';
import { adminApi } from '@/api/endpoints/admin';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { notify } from '@/components/feedback/notify';
import { useAppDispatch } from '@/store/hooks';
import { formatDocument, formatPhone } from '@/utils/br';
import { downloadCsv } from '@/utils/csv';
import { todayIso } from '@/utils/localDate';

const EXPORT_PAGE_SIZE = 200;

/**
 * The users of the current filters as a CSV file, fetched page by page (the grid shows one page only);
 * `exporting` counts the rows fetched so far for the button.
 */
export function useUsersExport(query: UserListQuery, total: number) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [exporting, setExporting] = useState<{ done: number; of: number } | null>(null);

  const exportCsv = async () => {
    const { page: _page, pageSize: _pageSize, ...filters } = query;
    const rows: AdminUser[] = [];
    setExporting({ done: 0, of: total });
    try {
      let page = 1;
      let of = Infinity;
      while (rows.length < of) {
        const result = await dispatch(
          adminApi.endpoints.getUsers.initiate(
            { ...filters, page, pageSize: EXPORT_PAGE_SIZE },
            { subscribe: false, forceRefetch: true },
          ),
        ).unwrap();
        rows.push(...result.items);
        of = result.total;
        setExporting({ done: rows.length, of });
        if (result.items.length === 0) break;
        page += 1;
      }
      const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'short' });
      const h = (id: string) => intl.formatMessage({ id });
      downloadCsv(`usuarios-${todayIso()}.csv`, rows, [
        { header: h('admin.user.field.name'), value: (u) => u.name },
        { header: h('admin.user.field.role'), value: (u) => h(roleLabelId(u.role)) },
        { header: h('admin.user.field.phone'), value: (u) => formatPhone(u.login_cell) },
        { header: h('admin.user.field.email'), value: (u) => u.email_address },
        { header: h('admin.user.field.document'), value: (u) => formatDocument(u.document) },
        { header: h('admin.user.field.status'), value: (u) => h(`admin.user.status.${u.status}`) },
        { header: h('admin.user.field.verified'), value: (u) => h(u.verified ? 'admin.yes' : 'admin.no') },
        { header: h('admin.user.field.createdAt'), value: (u) => date(u.createdAt) },
      ]);
      notify(intl.formatMessage({ id: 'admin.export.done' }, { count: rows.length }), 'success');
    } catch (caught) {
      notify(apiErrorText(intl, caught, intl.formatMessage({ id: 'admin.export.failed' })), 'error');
    } finally {
      setExporting(null);
    }
  };

  return { exporting, exportCsv };
}
