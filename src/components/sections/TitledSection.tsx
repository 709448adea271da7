import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface TitledSectionProps {
  titleId: string;
  /** Shown at the end of the heading's row, e.g. a "see all" link. */
  action?: ReactNode;
  /** The heading's look; in the outline it is always an h2. */
  headingVariant?: 'h2' | 'h3';
  headingSx?: SxProps<Theme>;
  /** How the action lines up with the heading. */
  alignAction?: 'baseline' | 'center';
  /** Lets the action drop below the heading on narrow screens. */
  wrap?: boolean;
  /** Space between the heading row and the content, in theme spacing units. */
  spaceBelow?: number;
  children: ReactNode;
}

/** A page section named by its h2, with an optional action beside the heading. */
export default function TitledSection({
  titleId,
  action,
  headingVariant = 'h3',
  headingSx,
  alignAction = 'baseline',
  wrap = false,
  spaceBelow = 1.5,
  children,
}: TitledSectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction="row"
        sx={{
          justifyContent: 'space-between',
          alignItems: alignAction,
          flexWrap: wrap ? 'wrap' : undefined,
          gap: 1,
          mb: spaceBelow,
        }}
      >
        <Typography id={headingId} variant={headingVariant} component="h2" sx={headingSx}>
          <FormattedMessage id={titleId} />
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}
