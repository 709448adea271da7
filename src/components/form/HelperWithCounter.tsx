import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * A field's helper text with a character counter beside it ("87/120"), for any text field with a limit
 * (LimitedTextField uses it; a plain TextField can pass it as its helperText).
 */
export default function HelperWithCounter({
  text,
  count,
  max,
}: {
  text: ReactNode;
  count: number;
  max: number;
}) {
  const intl = useIntl();
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{text}</span>
      <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
        {intl.formatNumber(count)}/{intl.formatNumber(max)}
      </Box>
    </Box>
  );
}
