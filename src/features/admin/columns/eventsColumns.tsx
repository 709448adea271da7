import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ModerationAction } from '@/api/contract/admin';
import type { Event } from '@/api/contract/domain';
import { useIsPhone } from '@/hooks/useBreakpoint';
import ModerationMenu from '../components/ModerationMenu';
import { actionsColumn, featuredColumn, statusColumn } from './common';
import TitleCell from '../components/TitleCell';

export const EVENT_STATUSES = ['draft', 'published', 'cancelled', 'ended'] as const;
const STATUS_COLOR = {
  draft: 'default',
  published: 'success',
  cancelled: 'error',
  ended: 'default',
} as const;
const STATUS_TEXT = {
  draft: 'text.secondary',
  published: 'success.main',
  cancelled: 'error.main',
  ended: 'text.secondary',
} as const;
export const EVENTS_HIDDEN_ON_PHONE = ['ownerName', 'startsAt', 'status', 'featured', 'sold'] as const;

/** The columns of /admin/eventos. */
export function useEventsColumns(onAction: (event: Event, action: ModerationAction) => void) {
  const intl = useIntl();
  const phone = useIsPhone();
  return useMemo<GridColDef<Event>[]>(
    () => [
      {
        field: 'title',
        headerName: intl.formatMessage({ id: 'admin.event.field.title' }),
        flex: 1.6,
        minWidth: phone ? 200 : 220,
        renderCell: ({ row }) => (
          <TitleCell
            title={
              <Link
                href={`/eventos/${encodeURIComponent(row.id)}`}
                target="_blank"
                rel="noopener"
                underline="hover"
                aria-label={intl.formatMessage({ id: 'admin.openPublic' }, { title: row.title })}
                sx={{
                  fontWeight: 600,
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  maxWidth: '100%',
                }}
              >
                <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {row.title}
                </Box>
                <OpenInNewOutlined sx={{ fontSize: 14, flexShrink: 0 }} aria-hidden />
              </Link>
            }
            note={
              phone
                ? {
                    label: intl.formatMessage({ id: `admin.event.status.${row.status}` }),
                    color: STATUS_TEXT[row.status],
                  }
                : null
            }
            detail={
              row.venue
                ? `${row.venue.city}/${row.venue.state}`
                : intl.formatMessage({ id: 'admin.event.online' })
            }
          />
        ),
      },
      {
        field: 'ownerName',
        headerName: intl.formatMessage({ id: 'admin.field.owner' }),
        flex: 1,
        minWidth: 170,
        sortable: false,
      },
      {
        field: 'startsAt',
        headerName: intl.formatMessage({ id: 'admin.event.field.startsAt' }),
        width: 150,
        valueFormatter: (value: string) => intl.formatDate(value, { dateStyle: 'short', timeStyle: 'short' }),
      },
      statusColumn<Event>(intl, {
        labelId: (status) => `admin.event.status.${status}`,
        colors: STATUS_COLOR,
        width: 130,
        hint: (row) => row.moderation?.reason ?? undefined,
      }),
      featuredColumn<Event>(intl, 120),
      {
        field: 'sold',
        headerName: intl.formatMessage({ id: 'admin.event.field.sold' }),
        type: 'number',
        width: 100,
        valueGetter: (_value, row) => row.sold ?? 0,
        valueFormatter: (value: number) => intl.formatNumber(value),
      },
      actionsColumn<Event>(intl, (row) => (
        <ModerationMenu
          title={row.title}
          featured={row.featured}
          canFeature={row.status === 'published'}
          canUnpublish={row.status === 'published'}
          canCancel={row.status === 'draft' || row.status === 'published'}
          onAction={(action) => onAction(row, action)}
        />
      )),
    ],
    [intl, onAction, phone],
  );
}
