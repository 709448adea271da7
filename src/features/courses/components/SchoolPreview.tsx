import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Instagram from '@mui/icons-material/Instagram';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatPhone, onlyDigits } from '@/utils/br';
import { initials } from '@/utils/initials';
import { storageUrl } from '@/api/storage';

export interface SchoolPreviewData {
  name: string;
  logoUrl: string | null;
  about: string;
  street: string;
  city: string;
  state: string;
  cep: string;
  phone: string;
  email: string;
  website: string;
  instagram: string;
}

function Line({ icon, labelId, children }: { icon: ReactNode; labelId: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.25} component="li">
      <Box sx={{ color: 'primary.main', pt: 0.25, lineHeight: 0 }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography variant="caption" color="text.secondary">
          <FormattedMessage id={labelId} />
        </Typography>
        <Typography variant="body2">{children}</Typography>
      </Box>
    </Stack>
  );
}

const cepText = (cep: string) => {
  const d = onlyDigits(cep);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5, 8)}` : d;
};

/**
 * The school's public page in miniature, drawn from what is being typed: banner, logo, name and
 * city, about, and contacts, laid out as /escolas/:id shows them.
 */
export default function SchoolPreview({ data }: { data: SchoolPreviewData }) {
  const place = [data.city, data.state].filter(Boolean).join(' - ');
  const website = data.website
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
  const instagram = data.instagram.trim().replace(/^@/, '');
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          height: 72,
          background: [
            `radial-gradient(circle at 85% 20%, ${alpha(theme.palette.common.white, 0.25)} 0%, transparent 45%)`,
            `linear-gradient(120deg, ${theme.palette.primary.main} 0%, ${theme.palette.secondary.main} 100%)`,
          ].join(', '),
        })}
      />
      <Box sx={{ display: 'flex', gap: 1.5, px: 2, alignItems: 'flex-end' }}>
        <Avatar
          src={storageUrl(data.logoUrl) ?? undefined}
          alt=""
          variant="rounded"
          sx={(theme) => ({
            width: 64,
            height: 64,
            mt: -4,
            fontSize: '1.4rem',
            fontWeight: 700,
            bgcolor: 'background.paper',
            backgroundImage: `linear-gradient(${alpha(theme.palette.primary.main, 0.14)}, ${alpha(theme.palette.primary.main, 0.14)})`,
            color: 'primary.main',
            border: 3,
            borderColor: 'background.paper',
            boxShadow: 2,
          })}
        >
          {initials(data.name) || '?'}
        </Avatar>
        <Box sx={{ minWidth: 0, pb: 0.5 }}>
          <Typography
            sx={{ fontWeight: 700, fontSize: '1.15rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}
          >
            {data.name || <FormattedMessage id="courses.school.preview.noName" />}
          </Typography>
          {place && (
            <Typography variant="body2" color="text.secondary">
              {place}
            </Typography>
          )}
        </Box>
      </Box>
      <Stack spacing={2} sx={{ p: 2 }}>
        <Box>
          <Typography sx={{ fontWeight: 600, mb: 0.5 }}>
            <FormattedMessage id="courses.school.preview.about" />
          </Typography>
          <Typography
            variant="body2"
            color={data.about ? 'text.primary' : 'text.secondary'}
            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {data.about || <FormattedMessage id="courses.school.preview.noAbout" />}
          </Typography>
        </Box>
        <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>
            <FormattedMessage id="courses.school.preview.contacts" />
          </Typography>
          <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            <Line icon={<PlaceOutlined fontSize="small" />} labelId="courses.school.field.street">
              {data.street || '—'}
              {(place || data.cep) && (
                <Box component="span" sx={{ display: 'block' }}>
                  {[place, cepText(data.cep)].filter(Boolean).join(', ')}
                </Box>
              )}
            </Line>
            {onlyDigits(data.phone) && (
              <Line icon={<PhoneOutlined fontSize="small" />} labelId="courses.school.field.phone">
                {formatPhone(data.phone)}
              </Line>
            )}
            {data.email && (
              <Line icon={<EmailOutlined fontSize="small" />} labelId="courses.school.field.email">
                {data.email}
              </Line>
            )}
            {website && (
              <Line icon={<LanguageOutlined fontSize="small" />} labelId="courses.school.field.website">
                {website}
              </Line>
            )}
            {instagram && (
              <Line icon={<Instagram fontSize="small" />} labelId="courses.school.field.instagram">
                @{instagram}
              </Line>
            )}
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}
