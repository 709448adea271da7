import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface PaymentSectionProps {
  /** The section's title (e.g. "Pague com PIX"), which also names it for screen readers. */
  titleId: string;
  /** The title's heading level where the section sits in the page. */
  heading?: 'h2' | 'h3';
  children: ReactNode;
}

/** A framed, titled section around what is still to pay (a PIX or boleto panel) on an order's page. */
export default function PaymentSection({ titleId, heading = 'h2', children }: PaymentSectionProps) {
  const titleDomId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleDomId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleDomId} variant="h4" component={heading} sx={{ mb: 2 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Paper>
  );
}
