import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@/components/form/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ChatContact } from '@/api/contract/chat';
import { useGetChatUsersQuery } from '@/api/endpoints/chat';
import { useDebouncedText } from '@/components/list/useDebouncedText';
import { contactDetail } from '../contactDetail';
import ContactAvatar from './ContactAvatar';
import { apiErrorText } from '@/components/feedback/apiErrorText';

interface NewConversationDialogProps {
  onPick: (contact: ChatContact) => void;
  onClose: () => void;
}

/** Finds a family (by guardian or child) or a teacher (by name or subject) to start talking to. */
export default function NewConversationDialog({ onPick, onClose }: NewConversationDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const [search, setSearch] = useState('');
  const [input, setInput] = useDebouncedText(search, setSearch, {
    delayMs: 250,
    normalize: (text) => text.trim(),
  });
  const { data = [], isFetching, isError, error } = useGetChatUsersQuery({ search });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
        <FormattedMessage id="chat.new.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          <FormattedMessage id="chat.new.body" />
        </DialogContentText>
        <Autocomplete<ChatContact>
          options={data}
          filterOptions={(options) => options}
          groupBy={(c) => intl.formatMessage({ id: `chat.new.group.${c.kind}` })}
          getOptionLabel={(c) => c.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          loading={isFetching}
          inputValue={input}
          onInputChange={(_e, value) => setInput(value)}
          onChange={(_e, contact) => {
            if (contact) onPick(contact);
          }}
          openOnFocus
          autoHighlight
          noOptionsText={isError ? apiErrorText(intl, error) : intl.formatMessage({ id: 'chat.new.none' })}
          loadingText={intl.formatMessage({ id: 'common.loading' })}
          renderOption={(props, c) => {
            const { key, ...rest } = props;
            return (
              <Box component="li" key={key} {...rest} sx={{ gap: 1.5 }}>
                <ContactAvatar contact={c} size={32} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography noWrap>{c.name}</Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {contactDetail(c, intl)}
                  </Typography>
                </Box>
              </Box>
            );
          }}
          renderInput={(params) => (
            <TextField {...params} label={intl.formatMessage({ id: 'chat.new.search' })} />
          )}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
