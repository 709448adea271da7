import Typography, { type TypographyProps } from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { formatCents } from '@/utils/br';

/** "a partir de R$ 30,00", "Grátis", or that tickets are not on the list yet. */
export default function EventPrice({
  priceFrom,
  ...props
}: { priceFrom: number | null | undefined } & Omit<TypographyProps, 'children'>) {
  if (priceFrom === 0) {
    return (
      <Typography color="success.main" sx={{ fontWeight: 700 }} {...props}>
        <FormattedMessage id="events.price.free" />
      </Typography>
    );
  }
  if (priceFrom == null) {
    return (
      <Typography color="text.secondary" {...props}>
        <FormattedMessage id="events.price.none" />
      </Typography>
    );
  }
  return (
    <Typography sx={{ fontWeight: 700 }} {...props}>
      <FormattedMessage
        id="events.price.from"
        values={{
          price: formatCents(priceFrom),
          small: (chunks) => (
            <Typography component="span" variant="body2" color="text.secondary">
              {chunks}
            </Typography>
          ),
        }}
      />
    </Typography>
  );
}
