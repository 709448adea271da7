import type { SxProps, Theme } from '@mui/material/styles';
import { STATUS_COLOR, STATUSES } from './status';
import { srOnly } from '@/components/srOnly';

/** The class of the roster grid; its rules are injected once (AttendanceStyles). */
export const ROSTER_CLASS = 'lumi-checkin-grid';
/** Hidden on screen outside the grid too (the roster's live region). */
export const SR_ONLY_CLASS = 'lumi-sr-only';
/** The live totals and the sync chip: plain markup, restyled by these rules on every tap. */
export const TOTALS_CLASS = 'lumi-checkin-totals';
export const SYNC_CHIP_CLASS = 'lumi-sync-chip';

/** Live totals: a dot in each status colour, then the count. */
export const totalsSx: SxProps<Theme> = (theme) => {
  const dots: Record<string, Record<string, string>> = {};
  for (const status of STATUSES)
    dots[`& .dot[data-status="${status}"]`] = { background: theme.palette[STATUS_COLOR[status]].main };
  return {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: 2,
    rowGap: 0.5,
    alignItems: 'center',
    typography: 'body2',
    '& .item': { display: 'inline-flex', alignItems: 'center', gap: 0.75 },
    '& .dot': { width: 10, height: 10, borderRadius: '50%', display: 'inline-block' },
    '& .rest': { color: 'text.secondary' },
    ...dots,
  };
};

/** The sync chip: outlined or filled in a palette colour, like MUI's Chip, without its render cost. */
export const syncChipSx: SxProps<Theme> = (theme) => {
  const tones: Record<string, Record<string, string>> = {};
  for (const tone of ['success', 'primary', 'warning'] as const) {
    const color = theme.palette[tone];
    tones[`&[data-tone="${tone}"]`] = { color: color.main, borderColor: color.main };
    tones[`&[data-tone="${tone}"][data-filled="true"]`] = {
      color: color.contrastText,
      background: color.main,
      borderColor: color.main,
    };
  }
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 0.75,
    minHeight: 32,
    px: 1.25,
    borderRadius: 4,
    border: `1px solid ${theme.palette.divider}`,
    color: 'text.primary',
    typography: 'body2',
    fontSize: '0.8125rem',
    whiteSpace: 'nowrap',
    '& svg': { fontSize: '1.25rem' },
    ...tones,
  };
};

/**
 * The roster's look, as class rules on the grid: rows are plain elements, so a tap only changes a
 * `data-status` attribute and a label, never an emotion style object per row or per render.
 */
export const rosterSx: SxProps<Theme> = (theme) => {
  const statusRules: Record<string, Record<string, string>> = {};
  for (const status of STATUSES) {
    const color = theme.palette[STATUS_COLOR[status]];
    statusRules[`& .checkin-row[data-status="${status}"]`] = { borderLeftColor: color.main };
    statusRules[`& .checkin-toggle[data-status="${status}"] .checkin-status`] = {
      bgcolor: color.main,
      color: color.contrastText,
      borderColor: color.main,
    };
  }
  return {
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: `${theme.shape.borderRadius}px`,
    overflow: 'hidden',
    bgcolor: 'background.paper',
    '& .visually-hidden': srOnly,
    '& .checkin-row': {
      display: 'flex',
      alignItems: 'stretch',
      borderBottom: `1px solid ${theme.palette.divider}`,
      borderLeft: '4px solid transparent',
      contain: 'layout paint',
    },
    '& .checkin-row:last-of-type': { borderBottom: 'none' },
    '& .checkin-cell-main': { flex: 1, minWidth: 0, display: 'flex' },
    '& .checkin-cell-note': { display: 'flex' },
    '& .checkin-toggle, & .checkin-note': {
      font: 'inherit',
      color: 'inherit',
      background: 'none',
      border: 0,
      margin: 0,
      cursor: 'pointer',
      touchAction: 'manipulation',
      WebkitTapHighlightColor: 'transparent',
    },
    '& .checkin-toggle': {
      flex: 1,
      minWidth: 0,
      display: 'flex',
      alignItems: 'center',
      gap: { xs: 1, sm: 1.5 },
      minHeight: 60,
      pl: { xs: 1, sm: 1.5 },
      pr: { xs: 0.5, sm: 1.5 },
      py: 1,
      textAlign: 'left',
    },
    '& .checkin-toggle:hover, & .checkin-note:hover': { bgcolor: 'action.hover' },
    '& .checkin-toggle:active': { bgcolor: 'action.selected' },
    '& .checkin-toggle:focus-visible, & .checkin-note:focus-visible': {
      outline: `3px solid ${theme.palette.primary.main}`,
      outlineOffset: '-3px',
    },
    '& .checkin-note': {
      width: { xs: 44, sm: 52 },
      justifyContent: 'center',
      alignItems: 'center',
      display: 'flex',
      color: 'text.secondary',
    },
    '& .checkin-note[data-has-note="true"]': { color: 'primary.main' },
    '& .checkin-avatar': {
      flexShrink: 0,
      width: { xs: 36, sm: 40 },
      height: { xs: 36, sm: 40 },
      borderRadius: '50%',
      overflow: 'hidden',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      bgcolor: 'action.selected',
      color: 'text.primary',
      fontWeight: 600,
      fontSize: '0.875rem',
    },
    '& .checkin-avatar img': { width: '100%', height: '100%', objectFit: 'cover' },
    '& .checkin-name': { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
    // Long names wrap to a second line instead of hiding the surname.
    '& .checkin-name-text': {
      fontWeight: 500,
      lineHeight: 1.3,
      overflowWrap: 'anywhere',
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
    },
    '& .checkin-sub': {
      fontSize: '0.8125rem',
      color: 'text.secondary',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '& .checkin-pending': { color: 'text.secondary', display: 'inline-flex', fontSize: '1.125rem' },
    '& .checkin-status': {
      flexShrink: 0,
      minWidth: { xs: 0, sm: 112 },
      textAlign: 'center',
      px: { xs: 0.75, sm: 1 },
      py: 0.75,
      borderRadius: 5,
      fontSize: { xs: '0.75rem', sm: '0.8125rem' },
      fontWeight: 600,
      border: `1px dashed ${theme.palette.text.secondary}`,
      color: 'text.secondary',
    },
    ...statusRules,
  };
};
