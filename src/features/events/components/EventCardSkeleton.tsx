import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** The shape of an event card while the first page loads. */
export default function EventCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} aria-hidden>
      <Skeleton variant="rectangular" height={132} animation="wave" />
      <CardContent sx={{ p: 2 }}>
        <Skeleton variant="text" width="85%" height={28} />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="45%" />
        <Skeleton variant="text" width="35%" height={28} sx={{ mt: 1 }} />
      </CardContent>
    </Card>
  );
}
