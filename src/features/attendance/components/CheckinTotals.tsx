import { memo } from 'react';
import { useIntl } from 'react-intl';
import { useStoreSelector, type RosterState, type Store } from '../rosterStore';
import { STATUSES } from '../status';
import { TOTALS_CLASS } from '../styles';

const selectCounts = (s: RosterState) => s.counts;

/**
 * Live totals of the roll call: how many of each status, and how many are still to mark. Plain markup
 * (styled by AttendanceStyles): it renders on every tap.
 */
function CheckinTotals({ roster, total }: { roster: Store<RosterState>; total: number }) {
  const intl = useIntl();
  const counts = useStoreSelector(roster, selectCounts);
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'attendance.totals.label' })}
      className={TOTALS_CLASS}
    >
      {STATUSES.map((status) => (
        <span key={status} className="item" data-testid={`total-${status}`}>
          <span className="dot" data-status={status} aria-hidden="true" />
          {intl.formatMessage({ id: `attendance.totals.${status}` }, { count: counts[status] })}
        </span>
      ))}
      <span className="item rest" data-testid="total-unmarked">
        {intl.formatMessage({ id: 'attendance.totals.unmarked' }, { count: counts.unmarked, total })}
      </span>
    </div>
  );
}

export default memo(CheckinTotals);
