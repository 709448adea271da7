import Box from '@mui/material/Box';
import { QRCodeSVG } from 'qrcode.react';
import { useIntl } from 'react-intl';

interface TicketQrProps {
  code: string;
  /** Rendered width in px, or any CSS length (the SVG scales without blur). */
  size: number | string;
}

/**
 * The ticket's QR code: the attendee code, dark on white whatever the theme, with a quiet zone so
 * door scanners read it from a phone screen or from paper.
 */
export default function TicketQr({ code, size }: TicketQrProps) {
  const intl = useIntl();
  return (
    <Box
      sx={{
        width: size,
        aspectRatio: '1 / 1',
        bgcolor: 'common.white',
        borderRadius: 1,
        flexShrink: 0,
        lineHeight: 0,
        '& svg': { width: '100%', height: '100%', display: 'block' },
      }}
    >
      <QRCodeSVG
        value={code}
        size={256}
        level="M"
        marginSize={2}
        role="img"
        title={intl.formatMessage({ id: 'tickets.qr.label' }, { code })}
      />
    </Box>
  );
}
