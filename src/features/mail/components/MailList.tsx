import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Mail } from '@/api/contract/mail';
import PageNav from '@/components/list/PageNav';
import UrlSearchField, { type UrlSearch } from '@/components/list/UrlSearchField';
import { srOnly } from '@/components/srOnly';
import EmptyState from '@/components/states/EmptyState';
import type { MailToggle } from '../mailSlice';
import { labelColor, PAGE_SIZE, snippetOf, type MailView } from '../views';
import { useMailDate } from '../mailDate';
import MailMarks from './MailMarks';

interface MailListProps {
  mails: readonly Mail[];
  view: MailView;
  /** 0-based. */
  page: number;
  onPage: (page: number) => void;
  /** The search box, bound to the URL. */
  search: UrlSearch;
  dense: boolean;
  onDense: (dense: boolean) => void;
  openId: string | null;
  onOpen: (mail: Mail) => void;
  onToggle: (call: MailToggle, id: string) => void;
}

/** One view of the mailbox: search, compact mode, the page of mails, the pages. */
export default function MailList({
  mails,
  view,
  page,
  onPage,
  search,
  dense,
  onDense,
  openId,
  onOpen,
  onToggle,
}: MailListProps) {
  const intl = useIntl();
  const dateOf = useMailDate();
  const shown = mails.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const outgoing = view === 'sent' || view === 'drafts';

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <UrlSearchField
          search={search}
          label={intl.formatMessage({ id: 'mail.search.label' })}
          placeholder={intl.formatMessage({ id: 'mail.search.placeholder' })}
          name="busca"
          sx={{ flex: '1 1 220px' }}
        />
        <FormControlLabel
          control={<Switch checked={dense} onChange={(e) => onDense(e.target.checked)} name="compacto" />}
          label={intl.formatMessage({ id: 'mail.dense' })}
          sx={{ mr: 0 }}
        />
      </Stack>
      {mails.length === 0 ? (
        search.value ? (
          <EmptyState
            icon={SearchOffOutlined}
            titleId="mail.empty.search"
            values={{ search: search.value }}
          />
        ) : (
          <EmptyState titleId="mail.empty.title" bodyId={`mail.empty.${view}`} />
        )
      ) : (
        <>
          <List
            aria-label={intl.formatMessage(
              { id: 'mail.list.label' },
              { view: intl.formatMessage({ id: `mail.view.${view}` }) },
            )}
            disablePadding
          >
            {shown.map((mail) => {
              const who = outgoing
                ? intl.formatMessage(
                    { id: 'mail.list.to' },
                    { to: mail.to.join(', ') || intl.formatMessage({ id: 'mail.noRecipients' }) },
                  )
                : mail.from.name;
              const subject = mail.subject || intl.formatMessage({ id: 'mail.noSubject' });
              const unread = !mail.read;
              return (
                <ListItem
                  key={mail.id}
                  disablePadding
                  divider
                  sx={{ alignItems: 'flex-start', bgcolor: unread ? 'action.hover' : undefined }}
                >
                  <Box sx={{ pt: dense ? 0.25 : 1, pl: 0.5 }}>
                    <MailMarks mail={mail} onToggle={onToggle} />
                  </Box>
                  <ListItemButton
                    selected={mail.id === openId}
                    onClick={() => onOpen(mail)}
                    sx={{ py: dense ? 0.5 : 1.25, px: 1, minWidth: 0, display: 'block' }}
                  >
                    <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', minWidth: 0 }}>
                      <Typography
                        noWrap
                        sx={{ flex: 1, minWidth: 0, fontWeight: unread ? 700 : 400 }}
                        component="span"
                      >
                        {unread && (
                          <Box component="span" sx={srOnly}>
                            {intl.formatMessage({ id: 'mail.list.unread' })}{' '}
                          </Box>
                        )}
                        {who}
                      </Typography>
                      {mail.attachments.length > 0 && (
                        <AttachFileOutlined
                          fontSize="small"
                          titleAccess={intl.formatMessage(
                            { id: 'mail.attachments' },
                            { count: mail.attachments.length },
                          )}
                          sx={{ color: 'text.secondary', alignSelf: 'center' }}
                        />
                      )}
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        component="span"
                        sx={{ flexShrink: 0 }}
                      >
                        {dateOf(mail.sentAt)}
                      </Typography>
                    </Stack>
                    <Typography
                      noWrap
                      component="span"
                      sx={{ display: 'block', fontWeight: unread ? 600 : 400 }}
                    >
                      {subject}
                    </Typography>
                    {!dense && (
                      <Typography
                        noWrap
                        component="span"
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: 'block' }}
                      >
                        {snippetOf(mail.body)}
                      </Typography>
                    )}
                    {!dense && mail.labels.length > 0 && (
                      <Stack direction="row" sx={{ gap: 0.5, mt: 0.5, flexWrap: 'wrap' }} component="span">
                        {mail.labels.map((label) => (
                          // The label's colour is a dot: coloured text on a selected or hovered row fell
                          // under 4.5:1 in dark mode (the row's tint under the chip's own colour).
                          <Chip
                            key={label}
                            component="span"
                            size="small"
                            variant="outlined"
                            icon={
                              <Box
                                component="span"
                                aria-hidden
                                sx={{
                                  width: 8,
                                  height: 8,
                                  borderRadius: '50%',
                                  flexShrink: 0,
                                  bgcolor: `${labelColor(label)}.main`,
                                }}
                              />
                            }
                            label={intl.formatMessage({ id: `mail.view.${label}` })}
                          />
                        ))}
                      </Stack>
                    )}
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
          <PageNav
            count={mails.length}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={onPage}
            shownLabel={(range) => intl.formatMessage({ id: 'mail.pages.shown' }, range)}
            previousLabel={intl.formatMessage({ id: 'mail.pages.previous' })}
            nextLabel={intl.formatMessage({ id: 'mail.pages.next' })}
          />
        </>
      )}
    </Box>
  );
}
