import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { Plan } from '@/api/contract/domain';
import type { Subscription } from '@/api/contract/subscription';
import { useGetPlansQuery, useSubscribeMutation } from '@/api/endpoints/subscription';
import { isApiError } from '@/api/errors';
import type { PaymentChoice, PaymentFormValues } from '@/components/payment/card';
import DuePayment from '@/components/payment/DuePayment';
import PaymentMethodStep from '@/components/payment/PaymentMethodStep';
import ErrorState from '@/components/states/ErrorState';
import { BRAND } from '@/config';
import { useAppSelector } from '@/store/hooks';
import { homeForRole } from '@/store/roles';
import { selectSession } from '@/store/sessionSlice';
import { formatCents } from '@/utils/br';
import { apiErrorText } from '@/components/feedback/apiErrorText';

/** What the annual plan saves against twelve monthly payments. */
function annualSaving(annual: Plan, monthly: Plan | undefined) {
  const perMonth = Math.round(annual.price / 12);
  if (!monthly) return { perMonth, saving: 0, percent: 0 };
  const yearOfMonthly = monthly.price * 12;
  const saving = Math.max(0, yearOfMonthly - annual.price);
  return { perMonth, saving, percent: Math.round((saving / yearOfMonthly) * 100) };
}

function PlanCard({
  plan,
  monthly,
  selected,
  onChoose,
}: {
  plan: Plan;
  monthly: Plan | undefined;
  selected: boolean;
  onChoose: () => void;
}) {
  const annual = plan.interval === 'annual';
  const { perMonth, saving, percent } = annualSaving(plan, monthly);
  const headingId = `plan-${plan.id}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 2.5, sm: 3 },
        height: '100%',
        borderWidth: 2,
        borderColor: selected ? 'primary.main' : annual ? 'secondary.main' : 'divider',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="h3" component="h2">
          {plan.name}
        </Typography>
        {annual && saving > 0 && (
          <Chip size="small" color="secondary" label={<FormattedMessage id="subscription.plan.best" />} />
        )}
      </Stack>
      <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 }}>
        {formatCents(plan.price)}
        <Typography component="span" color="text.secondary" sx={{ fontSize: '1rem', fontWeight: 400 }}>
          <FormattedMessage id={annual ? 'subscription.plan.perYear' : 'subscription.plan.perMonth'} />
        </Typography>
      </Typography>
      {annual ? (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          <FormattedMessage
            id="subscription.plan.equivalent"
            values={{ amount: formatCents(perMonth), saving: formatCents(saving), percent }}
          />
        </Typography>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          <FormattedMessage id="subscription.plan.monthlyNote" />
        </Typography>
      )}
      <List dense sx={{ my: 1.5, flexGrow: 1 }}>
        {plan.features.map((feature) => (
          <ListItem key={feature} disableGutters>
            <ListItemIcon sx={{ minWidth: 32, color: 'success.main' }}>
              <CheckOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={feature} />
          </ListItem>
        ))}
      </List>
      <Button
        variant={selected ? 'contained' : 'outlined'}
        size="large"
        onClick={onChoose}
        aria-pressed={selected}
      >
        <FormattedMessage
          id={selected ? 'subscription.plan.chosen' : 'subscription.plan.choose'}
          values={{ plan: plan.name }}
        />
      </Button>
    </Paper>
  );
}

function Confirmation({ subscription }: { subscription: Subscription }) {
  const { user } = useAppSelector(selectSession);
  const active = subscription.status === 'active';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box sx={{ color: active ? 'success.main' : 'warning.main', lineHeight: 0 }} aria-hidden>
            {active ? (
              <CheckCircleOutlined sx={{ fontSize: 40 }} />
            ) : (
              <WorkspacePremiumOutlined sx={{ fontSize: 40 }} />
            )}
          </Box>
          <Typography variant="h2" component="h2" role="status">
            <FormattedMessage
              id={active ? 'subscription.done.active' : 'subscription.done.pending'}
              values={{ plan: subscription.planName }}
            />
          </Typography>
        </Stack>
        {active ? (
          <Typography color="text.secondary">
            <FormattedMessage
              id="subscription.done.renews"
              values={{
                date: (
                  <FormattedDate value={subscription.renewsAt} day="2-digit" month="long" year="numeric" />
                ),
                amount: formatCents(subscription.amount),
              }}
            />
          </Typography>
        ) : (
          <Typography color="text.secondary">
            <FormattedMessage id="subscription.done.pendingBody" />
          </Typography>
        )}
        {subscription.status === 'pending' && (
          <DuePayment
            pix={subscription.pix}
            boleto={subscription.boleto}
            amount={subscription.amount}
            payer={user?.name}
            pixText={{ ruleId: 'subscription.pix.rule', expiredBodyId: 'subscription.pix.expired' }}
          />
        )}
        <Box>
          <Button variant="contained" component={RouterLink} to={homeForRole(user?.role)}>
            <FormattedMessage id="subscription.done.home" />
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/** /checkout-assinatura: choose Premium monthly or annual and pay with the shared payment step. */
export default function SubscriptionPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { isLoggedIn } = useAppSelector(selectSession);
  const plansQuery = useGetPlansQuery(undefined);
  const [subscribe, { isLoading }] = useSubscribeMutation();
  const [draft, setDraft] = useState<PaymentFormValues | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<Subscription | null>(null);
  // One key per attempt: a retry after a timeout reuses it; a refusal (declined card) takes a new one.
  const key = useRef<string>(crypto.randomUUID());
  const sending = useRef(false);
  const planId = params.get('plano');
  const plans = plansQuery.data ?? [];
  const monthly = plans.find((p) => p.interval === 'monthly');
  const plan = plans.find((p) => p.id === planId);

  const returnTo = (id: string) => `/checkout-assinatura?${new URLSearchParams({ plano: id }).toString()}`;

  const choose = (id: string) => {
    setError(null);
    if (!isLoggedIn) {
      void navigate(`/login-clientes?${new URLSearchParams({ returnTo: returnTo(id) }).toString()}`);
      return;
    }
    setParams({ plano: id }, { replace: true });
  };

  const pay = async (choice: PaymentChoice) => {
    if (!plan || sending.current) return;
    sending.current = true;
    setError(null);
    try {
      const result = await subscribe({
        body: {
          planId: plan.id,
          payment: { method: choice.method, installments: choice.installments },
          ...(choice.card ? { card: choice.card } : {}),
        },
        idempotencyKey: key.current,
      }).unwrap();
      setDone(result);
    } catch (caught) {
      if (isApiError(caught)) {
        if (caught.status != null && caught.status >= 400 && caught.status < 500 && caught.status !== 401)
          key.current = crypto.randomUUID();
        setError(apiErrorText(intl, caught));
      } else setError(intl.formatMessage({ id: 'subscription.failed' }));
    } finally {
      sending.current = false;
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={1} sx={{ mb: 4, textAlign: 'center', alignItems: 'center' }}>
        <WorkspacePremiumOutlined color="secondary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          <FormattedMessage id="subscription.title" values={{ brand: BRAND }} />
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 620 }}>
          <FormattedMessage id="subscription.subtitle" />
        </Typography>
      </Stack>

      {done ? (
        <Confirmation subscription={done} />
      ) : plansQuery.isError ? (
        <ErrorState error={plansQuery.error} onRetry={() => void plansQuery.refetch()} />
      ) : plansQuery.isLoading ? (
        <Grid container spacing={3}>
          {[0, 1].map((n) => (
            <Grid key={n} size={{ xs: 12, md: 6 }}>
              <Skeleton variant="rounded" height={320} />
            </Grid>
          ))}
        </Grid>
      ) : (
        <Stack spacing={4}>
          <Grid container spacing={3}>
            {plans.map((p) => (
              <Grid key={p.id} size={{ xs: 12, md: 6 }}>
                <PlanCard
                  plan={p}
                  monthly={monthly}
                  selected={p.id === plan?.id}
                  onChoose={() => choose(p.id)}
                />
              </Grid>
            ))}
          </Grid>
          {!isLoggedIn && (
            <Alert severity="info" variant="outlined">
              <FormattedMessage id="subscription.signInNote" />
            </Alert>
          )}
          {plan && isLoggedIn && (
            <Paper
              variant="outlined"
              component="section"
              aria-labelledby="subscription-pay"
              sx={{ p: { xs: 2, sm: 3 } }}
            >
              <Typography id="subscription-pay" variant="h3" component="h2" sx={{ mb: 0.5 }}>
                <FormattedMessage id="subscription.pay.title" values={{ plan: plan.name }} />
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2.5 }}>
                <FormattedMessage
                  id={plan.interval === 'annual' ? 'subscription.pay.annual' : 'subscription.pay.monthly'}
                  values={{ amount: formatCents(plan.price) }}
                />
              </Typography>
              <PaymentMethodStep
                key={plan.id}
                amount={plan.price}
                maxInstallments={plan.interval === 'annual' ? 12 : 1}
                defaultValues={draft ?? undefined}
                onDraftChange={setDraft}
                onSubmit={(choice) => void pay(choice)}
                submitLabelId="subscription.pay.submit"
                busy={isLoading}
                error={error}
              />
            </Paper>
          )}
        </Stack>
      )}
    </Container>
  );
}
