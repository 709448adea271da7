import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { attributeLabel } from '@/components/cards/attributeLabel';
import type { RoundRecord } from '../engine/types';

const WINNER_IDS = {
  player: 'arena.log.winner.you',
  bot: 'arena.log.winner.bot',
  tie: 'arena.log.winner.tie',
} as const;
const WINNER_COLOR = { player: 'success.main', bot: 'error.main', tie: 'text.secondary' } as const;
/** Rounds the Super Lumi decided, whatever the values said. */
const REASON_IDS = { super: 'arena.log.super', superWeakness: 'arena.log.superWeakness' } as const;

/** Every round played so far, newest first: who called what, both values and who won. */
export default function RoundLog({ rounds }: { rounds: readonly RoundRecord[] }) {
  const intl = useIntl();
  const headingId = useId();
  if (rounds.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
        <FormattedMessage id="arena.log.title" />
      </Typography>
      <Table size="small" sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="arena.log.round" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="arena.log.attribute" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="arena.log.you" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="arena.log.bot" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="arena.log.winner" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...rounds].reverse().map((r) => (
            <TableRow key={r.round}>
              <TableCell>{r.round}</TableCell>
              <TableCell>
                {attributeLabel(intl, r.attribute, 'arena')}
                {r.chooser === 'bot' && (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {' '}
                    <FormattedMessage id="arena.log.calledByBot" />
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{r.playerValue}</TableCell>
              <TableCell align="right">{r.botValue}</TableCell>
              <TableCell sx={{ color: WINNER_COLOR[r.winner], fontWeight: 600 }}>
                <FormattedMessage id={WINNER_IDS[r.winner]} />
                {(r.reason === 'super' || r.reason === 'superWeakness') && (
                  <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    <FormattedMessage id={REASON_IDS[r.reason]} />
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
