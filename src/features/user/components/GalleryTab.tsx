import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import CardGridSkeleton from '@/components/states/CardGridSkeleton';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import { parseLocalDate } from '@/utils/localDate';
import { useGallery } from '../useGallery';
import PictureArt from './PictureArt';

const TILE = { xs: 6, sm: 4, lg: 3 } as const;

/** The gallery: the school's and the events' pictures, newest first, each with its title and day. */
export default function GalleryTab() {
  const intl = useIntl();
  const { items, status, error, reload } = useGallery();
  if (status === 'failed')
    return (
      <ErrorState error={{ ...error, message: 'errors.user.load', fromServer: false }} onRetry={reload} />
    );
  if (status !== 'ready' && items.length === 0)
    return (
      <CardGridSkeleton
        label={intl.formatMessage({ id: 'user.gallery.loading' })}
        card={<Skeleton variant="rounded" height={180} />}
      />
    );
  if (items.length === 0) return <EmptyState titleId="user.gallery.empty" />;
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Grid key={item.id} size={TILE} component="li">
          <Card variant="outlined" component="figure" sx={{ m: 0, height: '100%' }}>
            <PictureArt picture={item} />
            <CardContent component="figcaption" sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                <time dateTime={item.takenOn}>
                  {intl.formatDate(parseLocalDate(item.takenOn), { dateStyle: 'medium' })}
                </time>
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
