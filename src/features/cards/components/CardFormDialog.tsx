import { formResolver } from '@/components/form/formResolver';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@/components/form/TextField';
import SelectField from '@/components/form/SelectField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CatalogueCard } from '@/api/contract/cards';
import { useCreateCardMutation, useUpdateCardMutation } from '@/api/endpoints/cards';
import FormDialog from '@/components/dialog/FormDialog';
import { placeFieldErrors } from '@/components/dialog/fieldErrors';
import { useDiscardGuard } from '@/components/dialog/useDiscardGuard';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { notify } from '@/components/feedback/notify';
import LimitedTextField from '@/components/form/LimitedTextField';
import { integerOf } from '@/components/form/numberText';
import { useErrorText } from '@/components/form/useErrorText';
import {
  CARD_DESCRIPTION_MAX,
  CARD_FIELDS,
  CARD_NAME_MAX,
  cardFormSchema,
  toForm,
  toInput,
  type CardForm,
  type CardFormControl,
} from '../cardForm';
import { RARITIES } from '@/components/cards/rarity';
import CardAttributesField from './CardAttributesField';
import CardImageField from './CardImageField';
import LumiCard from '@/components/cards/LumiCard';

/** Rarity from a list, collection typed or picked from the ones in use. */
function RarityAndCollection({ control, collections }: { control: CardFormControl; collections: string[] }) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Controller
        control={control}
        name="rarity"
        render={({ field }) => (
          <SelectField
            label={intl.formatMessage({ id: 'cards.form.rarity' })}
            value={field.value}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            sx={{ minWidth: 160 }}
          >
            {RARITIES.map((r) => (
              <MenuItem key={r} value={r}>
                {intl.formatMessage({ id: `cards.rarity.${r}` })}
              </MenuItem>
            ))}
          </SelectField>
        )}
      />
      <Controller
        control={control}
        name="collection"
        render={({ field, fieldState }) => (
          <Autocomplete
            freeSolo
            options={collections}
            value={field.value}
            onChange={(_e, value) => field.onChange(value ?? '')}
            onInputChange={(_e, value) => field.onChange(value)}
            sx={{ flex: 1 }}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                required
                label={intl.formatMessage({ id: 'cards.form.collection' })}
                error={fieldState.error != null}
                helperText={errorText(fieldState.error?.message)}
              />
            )}
          />
        )}
      />
    </Stack>
  );
}

/** The card as it will look, following every key. */
function CardPreview({ control }: { control: CardFormControl }) {
  const intl = useIntl();
  const preview = useWatch({ control });
  return (
    <Box
      component="aside"
      aria-label={intl.formatMessage({ id: 'cards.preview.label' })}
      sx={{ width: { xs: '100%', md: 280 }, flexShrink: 0 }}
    >
      <Box sx={{ position: { md: 'sticky' }, top: { md: 0 } }}>
        <Typography variant="subtitle2" component="p" color="text.secondary" sx={{ mb: 1 }}>
          <FormattedMessage id="cards.preview.title" />
        </Typography>
        <Box sx={{ maxWidth: 300, mx: 'auto' }}>
          <LumiCard
            card={{
              name: preview.name ?? '',
              rarity: preview.rarity ?? 'common',
              collection: preview.collection ?? '',
              description: preview.description ?? '',
              imageUrl: preview.imageUrl ?? null,
              // A value still being typed ("1", or "7.5" before it is fixed) shows as 0 until it is a number.
              attributes: (preview.attributes ?? []).map((a) => ({
                key: a.key ?? '',
                value: integerOf(a.value ?? '') ?? 0,
              })),
            }}
          />
        </Box>
      </Box>
    </Box>
  );
}

/**
 * Create or edit a card of the catalogue with its live preview beside the form (below it on phones).
 * Closing with unsaved changes asks first.
 */
export default function CardFormDialog({
  card,
  collections,
  onClose,
}: {
  card: CatalogueCard | null;
  collections: string[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const [serverError, setServerError] = useState<string | null>(null);
  const [createCard, creating] = useCreateCardMutation();
  const [updateCard, updating] = useUpdateCardMutation();
  const busy = creating.isLoading || updating.isLoading;

  const { control, handleSubmit, setValue, setError, formState } = useForm<CardForm>({
    resolver: formResolver(cardFormSchema),
    defaultValues: toForm(card),
    mode: 'onTouched',
  });
  const imageUrl = useWatch({ control, name: 'imageUrl' });

  const { requestClose, prompt } = useDiscardGuard(onClose, { dirty: formState.isDirty, busy });

  const submit = handleSubmit(async (form) => {
    setServerError(null);
    const body = toInput(form);
    try {
      if (card) await updateCard({ id: card.id, body }).unwrap();
      else await createCard(body).unwrap();
      const doneId = card ? 'cards.form.saved' : 'cards.form.created';
      notify(intl.formatMessage({ id: doneId }, { name: body.name }), 'success');
      onClose();
    } catch (error) {
      if (!placeFieldErrors(error, setError, CARD_FIELDS, { focus: false }))
        setServerError(apiErrorText(intl, error, intl.formatMessage({ id: 'cards.form.failed' })));
    }
  });

  return (
    <>
      <FormDialog
        title={<FormattedMessage id={card ? 'cards.form.editTitle' : 'cards.form.createTitle'} />}
        onSubmit={submit}
        onClose={requestClose}
        submitting={busy}
        error={serverError}
        submitLabel={card ? undefined : <FormattedMessage id="cards.form.create" />}
        maxWidth="md"
        fullScreenBelow="md"
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Stack spacing={2.5} sx={{ flex: 1, minWidth: 0 }}>
            <LimitedTextField
              control={control}
              name="name"
              labelId="cards.form.name"
              required
              maxChars={CARD_NAME_MAX}
            />
            <RarityAndCollection control={control} collections={collections} />
            <LimitedTextField
              control={control}
              name="description"
              labelId="cards.form.description"
              helperId="cards.form.descriptionHelp"
              multiline
              minRows={2}
              maxChars={CARD_DESCRIPTION_MAX}
            />
            <CardImageField
              imageUrl={imageUrl}
              onChange={(url) => setValue('imageUrl', url, { shouldDirty: true })}
            />
            <CardAttributesField control={control} />
          </Stack>
          <CardPreview control={control} />
        </Stack>
      </FormDialog>
      {prompt}
    </>
  );
}
