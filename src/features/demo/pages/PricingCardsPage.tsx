import CheckOutlined from '@mui/icons-material/CheckOutlined';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Plan } from '@/api/contract/domain';
import { formatCents } from '@/utils/br';
import ChoosePlanButton from '../components/ChoosePlanButton';
import DemoPage from '../components/DemoPage';
import PlansState from '../components/PlansState';
import { planCost, yearlySaving, type BillingView } from '../data/plans';

function PlanCard({ plan, plans, view }: { plan: Plan; plans: readonly Plan[]; view: BillingView }) {
  const headingId = useId();
  const featuresId = useId();
  const cost = planCost(plan);
  const saving = yearlySaving(plan, plans);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 2.5, sm: 3 },
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        borderWidth: 2,
        borderColor: saving > 0 ? 'secondary.main' : 'divider',
      }}
    >
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography id={headingId} variant="h3" component="h2">
          {plan.name}
        </Typography>
        {saving > 0 && (
          <Chip
            size="small"
            color="secondary"
            label={<FormattedMessage id="demo.price.saving" values={{ amount: formatCents(saving) }} />}
          />
        )}
      </Stack>
      <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 }}>
        {formatCents(cost[view])}
        <Typography component="span" color="text.secondary" sx={{ fontSize: '1rem', fontWeight: 400 }}>
          <FormattedMessage id={view === 'month' ? 'demo.price.perMonth' : 'demo.price.perYear'} />
        </Typography>
      </Typography>
      <Typography color="text.secondary">
        {plan.interval === 'annual' ? (
          <FormattedMessage id="demo.price.billed.annual" values={{ amount: formatCents(plan.price) }} />
        ) : (
          <FormattedMessage id="demo.price.billed.monthly" />
        )}
      </Typography>
      <Typography id={featuresId} variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        <FormattedMessage id="demo.price.features" />
      </Typography>
      <Stack
        component="ul"
        aria-labelledby={featuresId}
        spacing={1}
        sx={{ flexGrow: 1, listStyle: 'none', p: 0, m: 0, mb: 2 }}
      >
        {plan.features.map((feature) => (
          <Stack component="li" key={feature} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <CheckOutlined fontSize="small" sx={{ color: 'success.main', mt: 0.25 }} aria-hidden />
            <Typography variant="body2">{feature}</Typography>
          </Stack>
        ))}
      </Stack>
      <ChoosePlanButton plan={plan} variant={saving > 0 ? 'contained' : 'outlined'} fullWidth />
    </Paper>
  );
}

/** /pages/price/price1: the subscription plans as cards side by side, priced per month or per year. */
export default function PricingCardsPage() {
  const intl = useIntl();
  const [view, setView] = useState<BillingView>('month');
  return (
    <DemoPage titleId="demo.price.cards.title" subtitleId="demo.price.cards.subtitle">
      <PlansState>
        {(plans) => (
          <Stack spacing={3}>
            <ToggleButtonGroup
              exclusive
              color="primary"
              value={view}
              onChange={(_event, next: BillingView | null) => {
                if (next) setView(next);
              }}
              aria-label={intl.formatMessage({ id: 'demo.price.view.label' })}
              sx={{ alignSelf: 'center' }}
            >
              <ToggleButton value="month">
                <FormattedMessage id="demo.price.view.month" />
              </ToggleButton>
              <ToggleButton value="year">
                <FormattedMessage id="demo.price.view.year" />
              </ToggleButton>
            </ToggleButtonGroup>
            <Grid container spacing={3}>
              {plans.map((plan) => (
                <Grid key={plan.id} size={{ xs: 12, md: 6 }}>
                  <PlanCard plan={plan} plans={plans} view={view} />
                </Grid>
              ))}
            </Grid>
          </Stack>
        )}
      </PlansState>
    </DemoPage>
  );
}
