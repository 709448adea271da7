import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@/components/form/TextField';
import Typography from '@mui/material/Typography';
import { useState, type SyntheticEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { KANBAN_COMMENT_MAX, type KanbanComment, type KanbanProfile } from '@/api/contract/kanban';
import HelperWithCounter from '@/components/form/HelperWithCounter';
import ProfileAvatar from './ProfileAvatar';

interface CommentThreadProps {
  commentIds: readonly string[];
  comments: ReadonlyMap<string, KanbanComment>;
  profiles: ReadonlyMap<string, KanbanProfile>;
  /** Saves a comment; false keeps the text in the field to try again. */
  onAdd: (text: string) => Promise<boolean>;
  /** Heading level of "Comentários" within its container. */
  headingLevel?: 'h3' | 'h4';
}

/** The comments of a card or a story, oldest first, and a field to add one. */
export default function CommentThread({
  commentIds,
  comments,
  profiles,
  onAdd,
  headingLevel = 'h3',
}: CommentThreadProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const tooLong = text.trim().length > KANBAN_COMMENT_MAX;
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (text.trim() === '' || tooLong || sending) return;
    setSending(true);
    const saved = await onAdd(text);
    setSending(false);
    if (saved) setText('');
  };
  const shown = commentIds.flatMap((id) => comments.get(id) ?? []);
  return (
    <Stack spacing={1}>
      <Typography variant="h5" component={headingLevel}>
        <FormattedMessage id="kanban.comments.title" />
      </Typography>
      {shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="kanban.comments.empty" />
        </Typography>
      ) : (
        <List dense disablePadding>
          {shown.map((comment) => {
            const author = profiles.get(comment.profileId);
            return (
              <ListItem key={comment.id} disableGutters alignItems="flex-start">
                <ListItemAvatar sx={{ minWidth: 40 }}>
                  {author && <ProfileAvatar profile={author} size={28} decorative />}
                </ListItemAvatar>
                <ListItemText
                  primary={author?.name ?? ''}
                  secondary={comment.comment}
                  slotProps={{
                    primary: { variant: 'body2', sx: { fontWeight: 600 } },
                    secondary: {
                      sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'text.primary' },
                    },
                  }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={1}>
        <TextField
          multiline
          minRows={2}
          size="small"
          value={text}
          onChange={(event) => setText(event.target.value)}
          label={intl.formatMessage({ id: 'kanban.comments.new' })}
          error={tooLong}
          helperText={
            <HelperWithCounter
              text={
                tooLong
                  ? intl.formatMessage(
                      { id: 'validation.text.tooLong' },
                      { max: KANBAN_COMMENT_MAX, count: text.trim().length },
                    )
                  : null
              }
              count={text.length}
              max={KANBAN_COMMENT_MAX}
            />
          }
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={sending || text.trim() === '' || tooLong}
          sx={{ alignSelf: 'flex-end' }}
        >
          <FormattedMessage id="kanban.comments.add" />
        </Button>
      </Stack>
    </Stack>
  );
}
