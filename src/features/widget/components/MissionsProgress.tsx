import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Box from '@mui/material/Box';
import { FormattedMessage, useIntl } from 'react-intl';
import type { WidgetMission } from '@/api/contract/widget';
import EmptyState from '@/components/states/EmptyState';
import ProgressLine from './ProgressLine';
import WidgetCard from './WidgetCard';

/** Active missions with the students' average progress and how many finished. */
export default function MissionsProgress({ missions }: { missions: readonly WidgetMission[] }) {
  const intl = useIntl();
  return (
    <WidgetCard titleId="widget.missions.title" subtitleId="widget.missions.subtitle">
      {missions.length === 0 ? (
        <EmptyState icon={FlagOutlined} titleId="widget.missions.empty" />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {missions.map((mission) => (
            <ProgressLine
              key={mission.id}
              title={mission.title}
              value={mission.progress}
              percent={intl.formatNumber(mission.progress, { style: 'percent', maximumFractionDigits: 0 })}
              label={intl.formatMessage({ id: 'widget.missions.progressLabel' }, { title: mission.title })}
              detail={
                <FormattedMessage
                  id="widget.missions.detail"
                  values={{
                    completed: mission.completed,
                    participants: mission.participants,
                    date: intl.formatDate(mission.endsAt, { day: 'numeric', month: 'short' }),
                  }}
                />
              }
            />
          ))}
        </Box>
      )}
    </WidgetCard>
  );
}
