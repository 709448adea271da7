import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BRAND } from '@/config';

/** Where the holder of the data writes to (LGPD art. 41: the encarregado's contact is public). */
const DPO_EMAIL = 'privacidade@lumi.app.br';
const UPDATED_AT = '2026-11-01T12:00:00Z';

interface TermsSection {
  /** The anchor of the section, linked from the index. */
  anchor: string;
  titleId: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  /** Paragraphs that follow the list. */
  after?: readonly string[];
}

interface TermsPart {
  titleId: string;
  sections: readonly TermsSection[];
}

const PARTS: readonly TermsPart[] = [
  {
    titleId: 'landing.terms.part.use',
    sections: [
      {
        anchor: 'sobre',
        titleId: 'landing.terms.about.title',
        paragraphs: ['landing.terms.about.p1', 'landing.terms.about.p2'],
      },
      {
        anchor: 'conta',
        titleId: 'landing.terms.account.title',
        paragraphs: ['landing.terms.account.p1', 'landing.terms.account.p2'],
      },
      {
        anchor: 'ingressos',
        titleId: 'landing.terms.tickets.title',
        paragraphs: ['landing.terms.tickets.p1', 'landing.terms.tickets.p2', 'landing.terms.tickets.p3'],
      },
      {
        anchor: 'produtores-e-escolas',
        titleId: 'landing.terms.sellers.title',
        paragraphs: ['landing.terms.sellers.p1'],
      },
      {
        anchor: 'uso-aceitavel',
        titleId: 'landing.terms.conduct.title',
        paragraphs: ['landing.terms.conduct.p1'],
      },
    ],
  },
  {
    titleId: 'landing.terms.part.privacy',
    sections: [
      {
        anchor: 'controlador',
        titleId: 'landing.terms.controller.title',
        paragraphs: ['landing.terms.controller.p1', 'landing.terms.controller.p2'],
      },
      {
        anchor: 'dados-coletados',
        titleId: 'landing.terms.data.title',
        paragraphs: ['landing.terms.data.p1'],
        items: [
          'landing.terms.data.account',
          'landing.terms.data.purchases',
          'landing.terms.data.school',
          'landing.terms.data.usage',
        ],
      },
      {
        anchor: 'finalidades-e-bases-legais',
        titleId: 'landing.terms.purposes.title',
        paragraphs: ['landing.terms.purposes.p1'],
        items: [
          'landing.terms.purposes.contract',
          'landing.terms.purposes.legal',
          'landing.terms.purposes.interest',
          'landing.terms.purposes.consent',
          'landing.terms.purposes.fraud',
        ],
      },
      {
        anchor: 'compartilhamento',
        titleId: 'landing.terms.sharing.title',
        paragraphs: ['landing.terms.sharing.p1', 'landing.terms.sharing.p2'],
      },
      {
        anchor: 'criancas-e-adolescentes',
        titleId: 'landing.terms.children.title',
        paragraphs: ['landing.terms.children.p1', 'landing.terms.children.p2'],
      },
      {
        anchor: 'retencao',
        titleId: 'landing.terms.retention.title',
        paragraphs: ['landing.terms.retention.p1'],
        items: [
          'landing.terms.retention.account',
          'landing.terms.retention.logs',
          'landing.terms.retention.fiscal',
        ],
        after: ['landing.terms.retention.p2'],
      },
      {
        anchor: 'direitos-do-titular',
        titleId: 'landing.terms.rights.title',
        paragraphs: ['landing.terms.rights.p1'],
        items: [
          'landing.terms.rights.access',
          'landing.terms.rights.correction',
          'landing.terms.rights.anonymization',
          'landing.terms.rights.portability',
          'landing.terms.rights.deletion',
          'landing.terms.rights.sharing',
          'landing.terms.rights.revocation',
          'landing.terms.rights.review',
        ],
        after: ['landing.terms.rights.p2'],
      },
      {
        anchor: 'seguranca',
        titleId: 'landing.terms.security.title',
        paragraphs: ['landing.terms.security.p1'],
      },
      {
        anchor: 'cookies',
        titleId: 'landing.terms.cookies.title',
        paragraphs: ['landing.terms.cookies.p1'],
      },
      {
        anchor: 'encarregado',
        titleId: 'landing.terms.dpo.title',
        paragraphs: ['landing.terms.dpo.p1', 'landing.terms.dpo.p2'],
      },
      {
        anchor: 'alteracoes',
        titleId: 'landing.terms.changes.title',
        paragraphs: ['landing.terms.changes.p1'],
      },
    ],
  },
];

/** The parts with their sections numbered across the whole document. */
const NUMBERED = PARTS.map((part, p) => {
  const before = PARTS.slice(0, p).reduce((n, earlier) => n + earlier.sections.length, 0);
  return { ...part, sections: part.sections.map((section, i) => ({ ...section, number: before + i + 1 })) };
});

// Sticky header height plus some air, so a jumped-to heading is not hidden under it.
const SCROLL_MARGIN = { xs: 80, md: 96 };

export default function TermsPage() {
  const intl = useIntl();
  const values = {
    brand: BRAND,
    email: (
      <Link href={`mailto:${DPO_EMAIL}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {DPO_EMAIL}
      </Link>
    ),
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        <FormattedMessage id="landing.terms.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        <FormattedMessage
          id="landing.terms.updated"
          values={{ date: intl.formatDate(UPDATED_AT, { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }) }}
        />
      </Typography>
      <Typography sx={{ mt: 2, maxWidth: 760 }}>
        <FormattedMessage id="landing.terms.intro" values={values} />
      </Typography>

      <Grid container spacing={{ xs: 3, md: 5 }} sx={{ mt: { xs: 2, md: 4 } }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper
            component="nav"
            variant="outlined"
            aria-labelledby="terms-index-title"
            sx={{
              p: 2.5,
              position: { md: 'sticky' },
              top: { md: 96 },
              maxHeight: { md: 'calc(100vh - 120px)' },
              overflowY: { md: 'auto' },
            }}
          >
            <Typography id="terms-index-title" variant="h2" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
              <FormattedMessage id="landing.terms.index" />
            </Typography>
            {NUMBERED.map((part) => (
              <Fragment key={part.titleId}>
                <Typography
                  variant="overline"
                  component="p"
                  color="text.secondary"
                  sx={{ mt: 1.5, lineHeight: 1.8, fontWeight: 700 }}
                >
                  <FormattedMessage id={part.titleId} />
                </Typography>
                <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                  {part.sections.map((section) => (
                    <Box component="li" key={section.anchor} sx={{ py: 0.5 }}>
                      <Link href={`#${section.anchor}`} variant="body2" sx={{ display: 'inline-block' }}>
                        {section.number}. <FormattedMessage id={section.titleId} values={values} />
                      </Link>
                    </Box>
                  ))}
                </Box>
              </Fragment>
            ))}
          </Paper>
        </Grid>

        <Grid size={{ xs: 12, md: 8 }}>
          {NUMBERED.map((part) => (
            <Box key={part.titleId} sx={{ '& + &': { mt: 6 } }}>
              <Typography
                variant="overline"
                component="p"
                color="primary"
                sx={{ fontWeight: 700, letterSpacing: 2, mb: 1 }}
              >
                <FormattedMessage id={part.titleId} />
              </Typography>
              {part.sections.map((section) => (
                <Box
                  component="section"
                  key={section.anchor}
                  aria-labelledby={section.anchor}
                  sx={{ '& + &': { mt: 4 } }}
                >
                  <Typography
                    id={section.anchor}
                    variant="h2"
                    component="h2"
                    tabIndex={-1}
                    sx={{
                      fontSize: { xs: '1.25rem', sm: '1.4rem' },
                      mb: 1.5,
                      scrollMarginTop: SCROLL_MARGIN,
                    }}
                  >
                    {section.number}. <FormattedMessage id={section.titleId} values={values} />
                  </Typography>
                  {section.paragraphs.map((id) => (
                    <Typography key={id} sx={{ mb: 1.5, lineHeight: 1.7 }}>
                      <FormattedMessage id={id} values={values} />
                    </Typography>
                  ))}
                  {section.items && (
                    <Box component="ul" sx={{ pl: 3, mt: 0, mb: 1.5 }}>
                      {section.items.map((id) => (
                        <Typography component="li" key={id} sx={{ mb: 0.75, lineHeight: 1.7 }}>
                          <FormattedMessage id={id} values={values} />
                        </Typography>
                      ))}
                    </Box>
                  )}
                  {section.after?.map((id) => (
                    <Typography key={id} sx={{ mb: 1.5, lineHeight: 1.7 }}>
                      <FormattedMessage id={id} values={values} />
                    </Typography>
                  ))}
                </Box>
              ))}
            </Box>
          ))}
        </Grid>
      </Grid>
    </Container>
  );
}
