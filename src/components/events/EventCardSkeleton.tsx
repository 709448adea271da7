import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** Height of the cover on every event card (here, so a skeleton needs nothing of the card itself). */
export const EVENT_CARD_COVER = 132;

/** The shape of an event card while its list loads. */
export default function EventCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} aria-hidden>
      <Skeleton variant="rectangular" height={EVENT_CARD_COVER} animation="wave" />
      <CardContent sx={{ p: 2 }}>
        <Skeleton variant="text" width="85%" height={28} />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="45%" />
        <Skeleton variant="text" width="35%" height={28} sx={{ mt: 1 }} />
      </CardContent>
    </Card>
  );
}
