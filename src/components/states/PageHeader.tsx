import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface PageHeaderProps {
  titleId: string;
  subtitleId?: string;
  values?: Record<string, string | number>;
  /** Buttons on the right (below the title on phones). */
  actions?: ReactNode;
  /**
   * 1 for a page's h1; 2 for a section that heads its own part of a page whose h1 is above it (a
   * management tab under the event's title), a size smaller.
   */
  level?: 1 | 2;
}

const LEVEL = {
  1: { heading: 'h1', fontSize: { xs: '1.5rem', sm: '1.85rem' }, mb: 3, actionSpacing: 1 },
  2: { heading: 'h2', fontSize: { xs: '1.25rem', sm: '1.5rem' }, mb: 2.5, actionSpacing: 0 },
} as const;

/** The heading of a page (or of a tab, with `level={2}`), an optional line under it, and its main actions. */
export default function PageHeader({ titleId, subtitleId, values, actions, level = 1 }: PageHeaderProps) {
  const { heading, fontSize, mb, actionSpacing } = LEVEL[level];
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-end' }, mb }}
    >
      <Stack spacing={0.5}>
        <Typography variant={heading} component={heading} sx={{ fontSize }}>
          <FormattedMessage id={titleId} values={values} />
        </Typography>
        {subtitleId && (
          <Typography color="text.secondary">
            <FormattedMessage id={subtitleId} values={values} />
          </Typography>
        )}
      </Stack>
      {actions && (
        <Stack direction="row" spacing={actionSpacing} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
