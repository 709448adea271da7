import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

/** Stars read out as words ("4,5 de 5 estrelas") and the number of reviews. */
export default function RatingLine({ rating, reviews }: { rating: number; reviews?: number }) {
  const intl = useIntl();
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Rating
        value={rating}
        precision={0.5}
        readOnly
        size="small"
        aria-label={intl.formatMessage({ id: 'shop.rating.label' }, { rating: intl.formatNumber(rating) })}
      />
      {reviews !== undefined && (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="shop.rating.reviews" values={{ count: reviews }} />
        </Typography>
      )}
    </Stack>
  );
}
