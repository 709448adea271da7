import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { useIntl } from 'react-intl';
import type { WidgetOverview } from '@/api/contract/widget';
import { categoryLabel } from '@/components/events/categories';
import EmptyState from '@/components/states/EmptyState';
import FiguresTable from './FiguresTable';
import WidgetCard from './WidgetCard';

/** Upcoming events per category, as a table with each category's share. */
export default function CategoryTable({ categories }: { categories: WidgetOverview['categories'] }) {
  const intl = useIntl();
  return (
    <WidgetCard titleId="widget.categories.title" subtitleId="widget.categories.subtitle">
      {categories.length === 0 ? (
        <EmptyState icon={CategoryOutlined} titleId="widget.upcoming.empty" />
      ) : (
        <FiguresTable
          labelId="widget.categories.title"
          nameId="widget.categories.category"
          valueId="widget.categories.events"
          rows={categories.map((c) => ({
            key: c.category,
            label: categoryLabel(intl, c.category),
            value: c.events,
          }))}
        />
      )}
    </WidgetCard>
  );
}
