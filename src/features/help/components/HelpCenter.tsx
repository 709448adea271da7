import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import SearchField from '@/components/list/SearchField';
import EmptyState from '@/components/states/EmptyState';
import PageHeader from '@/components/states/PageHeader';
import { HELP_TOPICS, matchesQuery, type HelpAudience } from '../topics';

const SUPPORT_EMAIL = 'ajuda@lumi.app.br';
const SUPPORT_WHATSAPP = 'https://wa.me/5511999990000';

/** Searchable questions and answers for one audience, with a way to reach a person when none helps. */
export default function HelpCenter({ audience }: { audience: HelpAudience }) {
  const intl = useIntl();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [group, setGroup] = useState<string | null>(null);
  const deferredQuery = useDeferredValue(query);

  const topics = useMemo(
    () =>
      HELP_TOPICS[audience].map((topic) => ({
        ...topic,
        question: intl.formatMessage({ id: `help.${audience}.${topic.n}.q` }),
        answer: intl.formatMessage({ id: `help.${audience}.${topic.n}.a` }),
      })),
    [audience, intl],
  );
  const groups = useMemo(() => [...new Set(topics.map((topic) => topic.group))], [topics]);
  const visible = topics.filter(
    (topic) =>
      (!group || topic.group === group) && matchesQuery(`${topic.question} ${topic.answer}`, deferredQuery),
  );

  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader titleId="route.help" subtitleId={`help.${audience}.intro`} />
      <SearchField
        id={searchId}
        size="medium"
        value={query}
        onChange={setQuery}
        label={<FormattedMessage id="help.search.label" />}
        placeholder={intl.formatMessage({ id: 'help.search.placeholder' })}
        fullWidth
      />
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1 }}
        role="group"
        aria-label={intl.formatMessage({ id: 'help.groups.label' })}
      >
        <Chip
          label={<FormattedMessage id="help.groups.all" />}
          color={group === null ? 'primary' : 'default'}
          variant={group === null ? 'filled' : 'outlined'}
          onClick={() => setGroup(null)}
          aria-pressed={group === null}
        />
        {groups.map((name) => (
          <Chip
            key={name}
            label={<FormattedMessage id={`help.group.${name}`} />}
            color={group === name ? 'primary' : 'default'}
            variant={group === name ? 'filled' : 'outlined'}
            onClick={() => setGroup(group === name ? null : name)}
            aria-pressed={group === name}
          />
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        <FormattedMessage id="help.results" values={{ count: visible.length }} />
      </Typography>
      {visible.length === 0 ? (
        <EmptyState
          icon={SearchOutlined}
          titleId="help.empty.title"
          bodyId="help.empty.body"
          values={{ query: deferredQuery }}
          action={
            <Button
              onClick={() => {
                setQuery('');
                setGroup(null);
              }}
            >
              <FormattedMessage id="common.clearFilters" />
            </Button>
          }
        />
      ) : (
        <div>
          {visible.map((topic) => (
            <Accordion key={topic.n} disableGutters variant="outlined">
              <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {topic.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{topic.answer}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </div>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h3" component="h2" gutterBottom>
          <FormattedMessage id="help.contact.title" />
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          <FormattedMessage id="help.contact.body" />
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" startIcon={<MailOutlined />} href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </Button>
          <Button
            variant="outlined"
            startIcon={<WhatsApp />}
            href={SUPPORT_WHATSAPP}
            target="_blank"
            rel="noopener noreferrer"
          >
            <FormattedMessage id="help.contact.whatsapp" />
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
