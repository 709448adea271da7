import { zodResolver } from '@hookform/resolvers/zod';
import AddOutlined from '@mui/icons-material/AddOutlined';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { raritySchema } from '@/api/contract/domain';
import { cardInputSchema, type CardInput, type CatalogueCard } from '@/api/contract/cards';
import { useCreateCardMutation, useUpdateCardMutation } from '@/api/endpoints/cards';
import { isApiError } from '@/api/errors';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { notify } from '@/components/feedback/notify';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import { useErrorText } from '@/components/form/useErrorText';
import { resizeImage } from '@/utils/image';
import { RARITIES } from '../rarity';
import LumiCard from './LumiCard';
import { apiErrorText } from '@/components/feedback/apiErrorText';

const MAX_ATTRIBUTES = 6;
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/** The editor's shape: attributes as rows (key, value) so they keep their order while typing. */
const cardFormSchema = z.object({
  name: cardInputSchema.shape.name,
  rarity: raritySchema,
  collection: cardInputSchema.shape.collection,
  description: z.string().trim().max(200, 'cards.form.descriptionTooLong'),
  imageUrl: z.string().nullable(),
  attributes: z
    .array(
      z.object({
        key: z
          .string()
          .trim()
          .min(1, 'cards.form.attributeKeyRequired')
          .max(20, 'cards.form.attributeKeyTooLong'),
        value: z
          .number({ error: 'cards.form.attributeRange' })
          .int('cards.form.attributeRange')
          .min(0, 'cards.form.attributeRange')
          .max(10, 'cards.form.attributeRange'),
      }),
    )
    .max(MAX_ATTRIBUTES, 'cards.form.attributesTooMany')
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        const key = row.key.trim().toLowerCase();
        if (key && seen.has(key))
          ctx.addIssue({ code: 'custom', message: 'cards.form.attributeDuplicate', path: [index, 'key'] });
        seen.add(key);
      });
    }),
});
type CardForm = z.infer<typeof cardFormSchema>;

function toForm(card: CatalogueCard | null): CardForm {
  return {
    name: card?.name ?? '',
    rarity: card?.rarity ?? 'common',
    collection: card?.collection ?? '',
    description: card?.description ?? '',
    imageUrl: card?.imageUrl ?? null,
    attributes: card
      ? Object.entries(card.attributes).map(([key, value]) => ({ key, value }))
      : [
          { key: 'força', value: 5 },
          { key: 'sabedoria', value: 5 },
        ],
  };
}

function toInput(form: CardForm): CardInput {
  return {
    name: form.name.trim(),
    rarity: form.rarity,
    collection: form.collection.trim(),
    description: form.description.trim(),
    imageUrl: form.imageUrl,
    attributes: Object.fromEntries(form.attributes.map((a) => [a.key.trim(), a.value])),
  };
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
  const titleId = useId();
  const errorText = useErrorText();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const fileInput = useRef<HTMLInputElement>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [createCard, creating] = useCreateCardMutation();
  const [updateCard, updating] = useUpdateCardMutation();
  const busy = creating.isLoading || updating.isLoading;

  const { control, handleSubmit, setValue, setError, formState } = useForm<CardForm>({
    resolver: zodResolver(cardFormSchema),
    defaultValues: toForm(card),
    mode: 'onTouched',
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'attributes' });
  const preview = useWatch({ control });

  const requestClose = () => {
    if (busy) return;
    if (formState.isDirty) setConfirmLeave(true);
    else onClose();
  };

  const onPickImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setImageError(intl.formatMessage({ id: 'cards.form.notImage' }));
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setImageError(intl.formatMessage({ id: 'cards.form.imageTooLarge' }));
      return;
    }
    try {
      const dataUrl = await resizeImage(file, 480, 0.85);
      setImageError(null);
      setValue('imageUrl', dataUrl, { shouldDirty: true });
    } catch {
      setImageError(intl.formatMessage({ id: 'cards.form.imageFailed' }));
    }
  };

  const submit = handleSubmit(async (form) => {
    setServerError(null);
    const body = toInput(form);
    try {
      if (card) await updateCard({ id: card.id, body }).unwrap();
      else await createCard(body).unwrap();
      notify(
        intl.formatMessage({ id: card ? 'cards.form.saved' : 'cards.form.created' }, { name: body.name }),
        'success',
      );
      onClose();
    } catch (error) {
      if (!isApiError(error)) {
        setServerError(intl.formatMessage({ id: 'cards.form.failed' }));
        return;
      }
      const known = ['name', 'rarity', 'collection', 'description', 'imageUrl'] as const;
      let placed = false;
      for (const field of known) {
        const message = error.fieldErrors[field];
        if (message) {
          setError(field, { type: 'server', message });
          placed = true;
        }
      }
      if (error.fieldErrors.attributes) {
        setError('attributes', { type: 'server', message: error.fieldErrors.attributes });
        placed = true;
      }
      if (!placed) setServerError(apiErrorText(intl, error));
    }
  });

  const attributesError = formState.errors.attributes?.root?.message ?? formState.errors.attributes?.message;

  return (
    <>
      <Dialog
        open
        onClose={requestClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="md"
        fullScreen={fullScreen}
      >
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogTitle id={titleId}>
            <FormattedMessage id={card ? 'cards.form.editTitle' : 'cards.form.createTitle'} />
          </DialogTitle>
          <DialogContent>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ pt: 1 }}>
              <Stack spacing={2.5} sx={{ flex: 1, minWidth: 0 }}>
                <FormError message={serverError} />
                <FormTextField control={control} name="name" labelId="cards.form.name" required />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <Controller
                    control={control}
                    name="rarity"
                    render={({ field }) => (
                      <TextField
                        select
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
                      </TextField>
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
                <FormTextField
                  control={control}
                  name="description"
                  labelId="cards.form.description"
                  helperId="cards.form.descriptionHelp"
                  multiline
                  minRows={2}
                />

                <Box>
                  <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
                    <FormattedMessage id="cards.form.image" />
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <Button
                      variant="outlined"
                      startIcon={<AddPhotoAlternateOutlined />}
                      onClick={() => fileInput.current?.click()}
                    >
                      <FormattedMessage
                        id={preview.imageUrl ? 'cards.form.imageChange' : 'cards.form.imagePick'}
                      />
                    </Button>
                    {preview.imageUrl && (
                      <Button
                        color="inherit"
                        onClick={() => setValue('imageUrl', null, { shouldDirty: true })}
                      >
                        <FormattedMessage id="cards.form.imageRemove" />
                      </Button>
                    )}
                    <input
                      ref={fileInput}
                      type="file"
                      accept="image/*"
                      hidden
                      data-testid="card-image-input"
                      onChange={(e) => void onPickImage(e)}
                    />
                  </Stack>
                  <FormHelperText error={imageError != null}>
                    {imageError ?? intl.formatMessage({ id: 'cards.form.imageHelp' })}
                  </FormHelperText>
                </Box>

                <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                  <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                    <FormattedMessage id="cards.form.attributes" />
                  </Typography>
                  <Stack spacing={1.5}>
                    {fields.map((row, index) => (
                      <Stack key={row.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                        <FormTextField
                          control={control}
                          name={`attributes.${index}.key`}
                          labelId="cards.form.attributeKey"
                          size="small"
                          sx={{ flex: 1 }}
                        />
                        <Controller
                          control={control}
                          name={`attributes.${index}.value`}
                          render={({ field, fieldState }) => (
                            <TextField
                              size="small"
                              type="number"
                              name={field.name}
                              inputRef={field.ref}
                              value={Number.isFinite(field.value) ? field.value : ''}
                              onChange={(e) =>
                                field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))
                              }
                              onBlur={field.onBlur}
                              label={intl.formatMessage({ id: 'cards.form.attributeValue' })}
                              error={fieldState.error != null}
                              helperText={errorText(fieldState.error?.message)}
                              slotProps={{ htmlInput: { min: 0, max: 10, step: 1, inputMode: 'numeric' } }}
                              sx={{ width: 110 }}
                            />
                          )}
                        />
                        <IconButton
                          onClick={() => remove(index)}
                          aria-label={intl.formatMessage(
                            { id: 'cards.form.attributeRemove' },
                            { name: preview.attributes?.[index]?.key || String(index + 1) },
                          )}
                          sx={{ mt: 0.5 }}
                        >
                          <DeleteOutlined />
                        </IconButton>
                      </Stack>
                    ))}
                  </Stack>
                  {attributesError && (
                    <FormHelperText error role="alert">
                      {errorText(attributesError)}
                    </FormHelperText>
                  )}
                  <Button
                    startIcon={<AddOutlined />}
                    onClick={() => append({ key: '', value: 5 })}
                    disabled={fields.length >= MAX_ATTRIBUTES}
                    sx={{ mt: 1 }}
                  >
                    <FormattedMessage id="cards.form.attributeAdd" />
                  </Button>
                </Box>
              </Stack>

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
                        attributes: (preview.attributes ?? []).map((a) => ({
                          key: a.key ?? '',
                          value: a.value ?? 0,
                        })),
                      }}
                    />
                  </Box>
                </Box>
              </Box>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={requestClose} disabled={busy}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button type="submit" variant="contained" loading={busy}>
              <FormattedMessage id={card ? 'common.save' : 'cards.form.create'} />
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <ConfirmDialog
        open={confirmLeave}
        title={<FormattedMessage id="common.unsaved.title" />}
        confirmLabel={<FormattedMessage id="common.unsaved.leave" />}
        destructive
        onConfirm={() => {
          setConfirmLeave(false);
          onClose();
        }}
        onClose={() => setConfirmLeave(false)}
      >
        <FormattedMessage id="common.unsaved.body" />
      </ConfirmDialog>
    </>
  );
}
