import { formResolver } from '@/components/form/formResolver';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@/components/form/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { cardAwardBodySchema, type CardAwardBody, type CatalogueCard } from '@/api/contract/cards';
import { useAwardCardMutation, useGetCardStudentsQuery } from '@/api/endpoints/cards';
import FormDialog from '@/components/dialog/FormDialog';
import { placeFieldErrors } from '@/components/dialog/fieldErrors';
import { notify } from '@/components/feedback/notify';
import FormTextField from '@/components/form/FormTextField';
import { useErrorText } from '@/components/form/useErrorText';
import { useDebouncedText } from '@/components/list/useDebouncedText';
import { initials } from '@/utils/initials';
import LumiCard from '@/components/cards/LumiCard';
import RarityChip from '@/components/cards/RarityChip';
import { storageUrl } from '@/api/storage';
import { apiErrorText } from '@/components/feedback/apiErrorText';

export interface StudentOption {
  id: string;
  name: string;
  grade: string;
  avatarUrl: string | null;
  /** Cards the student already holds. */
  cardIds: string[];
}

const AWARD_FIELDS = ['studentId', 'cardId', 'reason'] as const;
const QUICK_REASONS = ['classHighlight', 'helpedFriend', 'attendance', 'mission'] as const;

function newKey(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Give a card to a student: find the student, pick the card (with its preview), say why. */
export default function AwardDialog({
  cards,
  initialStudent,
  onClose,
}: {
  cards: CatalogueCard[];
  initialStudent: StudentOption | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [student, setStudent] = useState<StudentOption | null>(initialStudent);
  // The students are asked for once typing pauses, not on every key.
  const [search, setSearch] = useState('');
  const [, setInput] = useDebouncedText(search, setSearch);
  // One key per attempt: a double tap gives one card, a corrected retry is a new request.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [award, { isLoading }] = useAwardCardMutation();
  const [serverError, setServerError] = useState<string | null>(null);

  const { data: found, isFetching } = useGetCardStudentsQuery({
    search: search.trim() || undefined,
    page: 1,
    pageSize: 20,
  });
  const options: StudentOption[] = useMemo(() => {
    const list = (found?.students ?? []).map((s) => ({
      ...s.student,
      cardIds: s.awards.map((a) => a.cardId),
    }));
    if (student && !list.some((o) => o.id === student.id)) list.unshift(student);
    return list;
  }, [found, student]);

  const available = useMemo(() => cards.filter((c) => !c.archived), [cards]);
  const { control, handleSubmit, setValue, setError, formState } = useForm<CardAwardBody>({
    resolver: formResolver(cardAwardBodySchema),
    defaultValues: { studentId: initialStudent?.id ?? '', cardId: '', reason: '' },
  });
  const cardId = useWatch({ control, name: 'cardId' });
  const chosenCard = available.find((c) => c.id === cardId) ?? null;

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await award({ body, idempotencyKey }).unwrap();
      notify(
        intl.formatMessage(
          { id: 'cards.award.done' },
          { card: chosenCard?.name ?? '', student: student?.name ?? '' },
        ),
        'success',
      );
      onClose();
    } catch (error) {
      setIdempotencyKey(newKey());
      if (!placeFieldErrors(error, setError, AWARD_FIELDS, { focus: false }))
        setServerError(apiErrorText(intl, error, intl.formatMessage({ id: 'cards.award.failed' })));
    }
  });

  return (
    <FormDialog
      title={<FormattedMessage id="cards.award.title" />}
      onSubmit={submit}
      onClose={onClose}
      submitting={isLoading}
      error={serverError}
      submitLabel={<FormattedMessage id="cards.award.submit" />}
      maxWidth="md"
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={2.5} sx={{ flex: 1, minWidth: 0 }}>
          <Controller
            control={control}
            name="studentId"
            render={({ fieldState }) => (
              <Autocomplete
                options={options}
                value={student}
                loading={isFetching}
                filterOptions={(x) => x}
                getOptionLabel={(o) => o.name}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                onInputChange={(_e, value) => setInput(value)}
                onChange={(_e, value) => {
                  setStudent(value);
                  setValue('studentId', value?.id ?? '', { shouldValidate: formState.isSubmitted });
                }}
                noOptionsText={intl.formatMessage({ id: 'cards.award.noStudents' })}
                loadingText={intl.formatMessage({ id: 'common.loading' })}
                renderOption={({ key, ...props }, option) => (
                  <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
                    <Avatar
                      src={storageUrl(option.avatarUrl) ?? undefined}
                      alt=""
                      sx={{ width: 32, height: 32, fontSize: '0.8rem' }}
                    >
                      {initials(option.name)}
                    </Avatar>
                    <Box>
                      <Typography variant="body2">{option.name}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {option.grade} ·{' '}
                        <FormattedMessage
                          id="cards.students.count"
                          values={{ count: option.cardIds.length }}
                        />
                      </Typography>
                    </Box>
                  </Box>
                )}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    name="studentId"
                    label={intl.formatMessage({ id: 'cards.award.student' })}
                    error={fieldState.error != null}
                    helperText={
                      errorText(fieldState.error?.message) ??
                      intl.formatMessage({ id: 'cards.award.studentHelp' })
                    }
                  />
                )}
              />
            )}
          />
          <Controller
            control={control}
            name="cardId"
            render={({ field, fieldState }) => (
              <Autocomplete
                options={available}
                value={chosenCard}
                getOptionLabel={(o) => o.name}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                getOptionDisabled={(o) => student?.cardIds.includes(o.id) ?? false}
                groupBy={(o) => o.collection}
                onChange={(_e, value) => field.onChange(value?.id ?? '')}
                onBlur={field.onBlur}
                noOptionsText={intl.formatMessage({ id: 'cards.award.noCards' })}
                renderOption={({ key, ...props }, option) => (
                  <Box component="li" key={key} {...props} sx={{ gap: 1, justifyContent: 'space-between' }}>
                    <span>
                      {option.name}
                      {student?.cardIds.includes(option.id) && (
                        <Typography component="span" variant="caption" color="text.secondary">
                          {' · '}
                          <FormattedMessage id="cards.award.alreadyHas" />
                        </Typography>
                      )}
                    </span>
                    <RarityChip rarity={option.rarity} />
                  </Box>
                )}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    name="cardId"
                    inputRef={field.ref}
                    label={intl.formatMessage({ id: 'cards.award.card' })}
                    error={fieldState.error != null}
                    helperText={errorText(fieldState.error?.message)}
                  />
                )}
              />
            )}
          />
          <FormTextField
            control={control}
            name="reason"
            labelId="cards.award.reason"
            helperId="cards.award.reasonHelp"
            multiline
            minRows={2}
          />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {QUICK_REASONS.map((reason) => {
              const text = intl.formatMessage({ id: `cards.award.quick.${reason}` });
              return (
                <Chip
                  key={reason}
                  label={text}
                  variant="outlined"
                  onClick={() =>
                    setValue('reason', text, { shouldValidate: formState.isSubmitted, shouldDirty: true })
                  }
                />
              );
            })}
          </Stack>
        </Stack>
        <Box sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0 }}>
          {chosenCard ? (
            <LumiCard card={chosenCard} />
          ) : (
            <Box
              sx={{
                border: 2,
                borderStyle: 'dashed',
                borderColor: 'divider',
                borderRadius: 3,
                p: 3,
                textAlign: 'center',
                color: 'text.secondary',
              }}
            >
              <FormattedMessage id="cards.award.pickCard" />
            </Box>
          )}
        </Box>
      </Stack>
    </FormDialog>
  );
}
