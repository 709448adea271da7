import CheckOutlined from '@mui/icons-material/CheckOutlined';
import RemoveOutlined from '@mui/icons-material/RemoveOutlined';
import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Plan } from '@/api/contract/domain';
import ScrollableTable from '@/components/table/ScrollableTable';
import { formatCents } from '@/utils/br';
import ChoosePlanButton from '../components/ChoosePlanButton';
import DemoPage from '../components/DemoPage';
import PlansState from '../components/PlansState';
import { allFeatures, planCost, yearlySaving } from '../data/plans';

function Row({ labelId, label, cells }: { labelId?: string; label?: string; cells: ReactNode[] }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600, minWidth: 160 }}>
        {labelId ? <FormattedMessage id={labelId} /> : label}
      </TableCell>
      {cells.map((cell, index) => (
        // One cell per plan, in the header's order: its position is its identity.
        <TableCell key={index} align="center">
          {cell}
        </TableCell>
      ))}
    </TableRow>
  );
}

function Included({ yes }: { yes: boolean }) {
  const intl = useIntl();
  const label = intl.formatMessage({
    id: yes ? 'demo.price.compare.included' : 'demo.price.compare.notIncluded',
  });
  return yes ? (
    <CheckOutlined color="success" titleAccess={label} />
  ) : (
    <RemoveOutlined sx={{ color: 'text.secondary' }} titleAccess={label} />
  );
}

function Comparison({ plans }: { plans: readonly Plan[] }) {
  const intl = useIntl();
  return (
    <Paper variant="outlined">
      <ScrollableTable label={intl.formatMessage({ id: 'demo.price.compare.table' })} size="medium">
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="demo.price.compare.feature" />
            </TableCell>
            {plans.map((plan) => (
              <TableCell key={plan.id} align="center" sx={{ fontWeight: 700, minWidth: 140 }}>
                {plan.name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <Row
            labelId="demo.price.compare.billing"
            cells={plans.map((plan) => (
              <FormattedMessage
                key={plan.id}
                id={plan.interval === 'annual' ? 'demo.price.compare.annual' : 'demo.price.compare.monthly'}
              />
            ))}
          />
          <Row labelId="demo.price.compare.price" cells={plans.map((plan) => formatCents(plan.price))} />
          <Row
            labelId="demo.price.compare.perMonth"
            cells={plans.map((plan) => formatCents(planCost(plan).month))}
          />
          <Row
            labelId="demo.price.compare.saving"
            cells={plans.map((plan) => {
              const saving = yearlySaving(plan, plans);
              return saving > 0 ? formatCents(saving) : <Included key={plan.id} yes={false} />;
            })}
          />
          {allFeatures(plans).map((feature) => (
            <Row
              key={feature}
              label={feature}
              cells={plans.map((plan) => (
                <Included key={plan.id} yes={plan.features.includes(feature)} />
              ))}
            />
          ))}
          <TableRow>
            <TableCell />
            {plans.map((plan) => (
              <TableCell key={plan.id} align="center">
                <ChoosePlanButton
                  plan={plan}
                  variant={plan.interval === 'annual' ? 'contained' : 'outlined'}
                />
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </ScrollableTable>
    </Paper>
  );
}

/** /pages/price/price2: the subscription plans compared feature by feature in a table. */
export default function PricingComparePage() {
  return (
    <DemoPage titleId="demo.price.compare.title" subtitleId="demo.price.compare.subtitle">
      <PlansState>{(plans) => <Comparison plans={plans} />}</PlansState>
    </DemoPage>
  );
}
