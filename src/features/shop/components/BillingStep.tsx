import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ShopAddress } from '@/api/contract/shop';
import { useGetShopAddressesQuery, useSaveShopAddressMutation } from '@/api/endpoints/shop';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import AddressForm from './AddressForm';

/** One address in two lines, as a label reads it. */
export function AddressLines({ address }: { address: ShopAddress }) {
  const cep = `${address.cep.slice(0, 5)}-${address.cep.slice(5)}`;
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{address.name}</Typography>
      <Typography variant="body2">
        {address.street}, {address.number}
        {address.complement ? ` – ${address.complement}` : ''} · {address.district}
      </Typography>
      <Typography variant="body2">
        {address.city}/{address.state} · CEP {cep}
      </Typography>
    </>
  );
}

interface BillingStepProps {
  selectedId: string | null;
  onSelect: (address: ShopAddress) => void;
}

/** The user's addresses: choose one, edit one or add one (kept by the server). */
export default function BillingStep({ selectedId, onSelect }: BillingStepProps) {
  const intl = useIntl();
  const addresses = useGetShopAddressesQuery(undefined);
  const [save] = useSaveShopAddressMutation();
  const [editing, setEditing] = useState<ShopAddress | 'new' | null>(null);

  if (addresses.isError)
    return (
      <ErrorState
        error={addresses.error}
        onRetry={() => void addresses.refetch()}
        retrying={addresses.isFetching}
      />
    );
  if (!addresses.data)
    return (
      <Skeleton variant="rounded" height={160} aria-label={intl.formatMessage({ id: 'shop.loading' })} />
    );
  const list = addresses.data;
  const chosen = list.find((a) => a.id === selectedId) ?? null;

  const onSave = async (fields: Parameters<typeof save>[0]): Promise<string | null> => {
    const before = new Set(list.map((a) => a.id));
    const result = await save(fields);
    if ('error' in result) return apiErrorText(intl, result.error);
    const saved = result.data.find((a) => (fields.id ? a.id === fields.id : !before.has(a.id)));
    if (saved) onSelect(saved);
    setEditing(null);
    return null;
  };

  return (
    <Stack spacing={2}>
      {list.length === 0 && editing === null && (
        <EmptyState titleId="shop.address.empty.title" bodyId="shop.address.empty.body" />
      )}
      {list.length > 0 && (
        <RadioGroup
          aria-label={intl.formatMessage({ id: 'shop.address.choose' })}
          value={chosen?.id ?? ''}
          onChange={(_e, value) => {
            const address = list.find((a) => a.id === value);
            if (address) onSelect(address);
          }}
        >
          <Stack spacing={1.5}>
            {list.map((address) => (
              <Paper
                key={address.id}
                variant="outlined"
                sx={{ p: 1.5, borderColor: chosen?.id === address.id ? 'primary.main' : undefined }}
              >
                <Stack
                  direction="row"
                  sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}
                >
                  <FormControlLabel
                    value={address.id}
                    control={<Radio />}
                    sx={{ alignItems: 'flex-start', m: 0, '& .MuiRadio-root': { pt: 0 } }}
                    label={
                      <Stack spacing={0.25}>
                        <AddressLines address={address} />
                        {address.isDefault && (
                          <div>
                            <Chip size="small" label={intl.formatMessage({ id: 'shop.address.isDefault' })} />
                          </div>
                        )}
                      </Stack>
                    }
                  />
                  <Button
                    size="small"
                    onClick={() => setEditing(address)}
                    aria-label={intl.formatMessage({ id: 'shop.address.editOf' }, { name: address.name })}
                  >
                    <FormattedMessage id="shop.address.editShort" />
                  </Button>
                </Stack>
              </Paper>
            ))}
          </Stack>
        </RadioGroup>
      )}
      {editing === null ? (
        <Button
          startIcon={<AddOutlined />}
          onClick={() => setEditing('new')}
          sx={{ alignSelf: 'flex-start' }}
        >
          <FormattedMessage id="shop.address.new" />
        </Button>
      ) : (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? null : editing}
          onSave={onSave}
          onCancel={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
