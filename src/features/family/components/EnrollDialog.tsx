import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Enrollment, FamilyCourses, FamilyDependent } from '@/api/contract/family';
import { useRequestEnrollmentMutation, useSimulateEnrollmentPaymentMutation } from '@/api/endpoints/family';
import { notify } from '@/components/feedback/notify';
import FormError from '@/components/form/FormError';
import PixPanel from '@/components/payment/PixPanel';
import { API_MOCK } from '@/config';
import { formatCents } from '@/utils/br';
import { scheduleText } from '../schedule';
import { apiErrorText } from '@/components/feedback/apiErrorText';

type OpenCourse = FamilyCourses['open'][number];

interface EnrollDialogProps {
  offer: OpenCourse;
  dependents: FamilyDependent[];
  /** Classes each child already attends, so they are not offered again. */
  taken: Map<string, Set<string>>;
  onClose: () => void;
}

/** Enrol a child in a class: free courses at once, paid ones by PIX (the seat is held while it is paid). */
export default function EnrollDialog({ offer, dependents, taken, onClose }: EnrollDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const childLabel = useId();
  const classLabel = useId();
  const [dependentId, setDependentId] = useState(dependents[0]?.id ?? '');
  const [classId, setClassId] = useState(offer.classes.find((c) => c.seatsLeft > 0)?.classId ?? '');
  const [error, setError] = useState<string | null>(null);
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  // One key per choice: a double tap or a retry of the same choice holds one seat.
  const idempotencyKey = useMemo(
    () => `enr-${dependentId}-${classId}-${crypto.randomUUID()}`,
    [dependentId, classId],
  );
  const [request, { isLoading }] = useRequestEnrollmentMutation();
  const [simulate, simulating] = useSimulateEnrollmentPaymentMutation();
  const free = offer.course.price === 0;
  const child = dependents.find((d) => d.id === dependentId);
  const already = taken.get(dependentId)?.has(classId) ?? false;

  const submit = async () => {
    setError(null);
    try {
      const result = await request({ dependentId, courseClassId: classId, idempotencyKey }).unwrap();
      setEnrollment(result);
      if (result.status === 'active') {
        notify(
          intl.formatMessage(
            { id: 'family.enroll.done' },
            { name: child?.name ?? '', course: offer.course.title },
          ),
          'success',
        );
      }
    } catch (failure) {
      setError(apiErrorText(intl, failure, intl.formatMessage({ id: 'family.enroll.failed' })));
    }
  };

  const pay = async () => {
    if (!enrollment) return;
    setError(null);
    try {
      setEnrollment(await simulate(enrollment.id).unwrap());
      notify(
        intl.formatMessage(
          { id: 'family.enroll.done' },
          { name: child?.name ?? '', course: offer.course.title },
        ),
        'success',
      );
    } catch (failure) {
      setError(apiErrorText(intl, failure, intl.formatMessage({ id: 'family.enroll.failed' })));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        <FormattedMessage id="family.enroll.title" values={{ course: offer.course.title }} />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <FormError message={error} />
          {enrollment?.status === 'active' ? (
            <Alert icon={<CheckCircleOutlined />} severity="success">
              <FormattedMessage
                id="family.enroll.done"
                values={{ name: child?.name ?? '', course: offer.course.title }}
              />
            </Alert>
          ) : enrollment?.pix ? (
            <PixPanel
              code={enrollment.pix.code}
              expiresAt={enrollment.pix.expiresAt}
              amount={enrollment.amount}
              actions={
                API_MOCK ? (
                  <Button variant="outlined" onClick={() => void pay()} loading={simulating.isLoading}>
                    <FormattedMessage id="family.enroll.simulate" />
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <>
              <Typography color="text.secondary">
                {offer.providerName}
                {offer.teacherName ? ` · ${offer.teacherName}` : ''} ·{' '}
                {free ? <FormattedMessage id="family.courses.free" /> : formatCents(offer.course.price)}
              </Typography>
              <div>
                <FormLabel id={childLabel}>
                  <FormattedMessage id="family.enroll.child" />
                </FormLabel>
                <RadioGroup
                  aria-labelledby={childLabel}
                  value={dependentId}
                  onChange={(event) => setDependentId(event.target.value)}
                >
                  {dependents.map((d) => (
                    <FormControlLabel key={d.id} value={d.id} control={<Radio />} label={d.name} />
                  ))}
                </RadioGroup>
              </div>
              <div>
                <FormLabel id={classLabel}>
                  <FormattedMessage id="family.enroll.class" />
                </FormLabel>
                <RadioGroup
                  aria-labelledby={classLabel}
                  value={classId}
                  onChange={(event) => setClassId(event.target.value)}
                >
                  {offer.classes.map((cls) => (
                    <FormControlLabel
                      key={cls.classId}
                      value={cls.classId}
                      disabled={cls.seatsLeft === 0}
                      control={<Radio />}
                      label={
                        <span>
                          {cls.classTitle} — {scheduleText(intl, cls)}
                          <Typography
                            component="span"
                            variant="body2"
                            color="text.secondary"
                            sx={{ display: 'block' }}
                          >
                            {cls.room}
                            {' · '}
                            <FormattedMessage
                              id="family.courses.seatsLeft"
                              values={{ count: cls.seatsLeft }}
                            />
                          </Typography>
                        </span>
                      }
                    />
                  ))}
                </RadioGroup>
              </div>
              {already && (
                <Alert severity="info">
                  <FormattedMessage id="family.enroll.already" values={{ name: child?.name ?? '' }} />
                </Alert>
              )}
              {!free && (
                <Alert severity="info" variant="outlined">
                  <FormattedMessage
                    id="family.enroll.pixNote"
                    values={{ amount: formatCents(offer.course.price) }}
                  />
                </Alert>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id={enrollment ? 'common.close' : 'common.cancel'} />
        </Button>
        {!enrollment && (
          <Button
            variant="contained"
            onClick={() => void submit()}
            loading={isLoading}
            disabled={!dependentId || !classId || already}
          >
            <FormattedMessage id={free ? 'family.enroll.confirmFree' : 'family.enroll.confirmPaid'} />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
