import Button, { type ButtonProps } from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Plan } from '@/api/contract/domain';
import { checkoutPath } from '../data/plans';

/** "Assinar <plano>": opens the subscription checkout with this plan chosen. */
export default function ChoosePlanButton({
  plan,
  variant = 'contained',
  fullWidth,
}: {
  plan: Plan;
  variant?: ButtonProps['variant'];
  fullWidth?: boolean;
}) {
  return (
    <Button component={RouterLink} to={checkoutPath(plan.id)} variant={variant} fullWidth={fullWidth}>
      <FormattedMessage id="demo.price.choose" values={{ plan: plan.name }} />
    </Button>
  );
}
