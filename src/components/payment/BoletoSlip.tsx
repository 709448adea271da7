import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import JsBarcode from 'jsbarcode';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { BRAND } from '@/config';
import { formatCents } from '@/utils/br';
import { parseLocalDate } from '@/utils/localDate';
import { bankCode, barcodeFromLine, barcodeParts, formatLine, lineProblem, ourNumber } from './boleto';

export interface BoletoSlipProps {
  line: string;
  /** YYYY-MM-DD */
  dueDate: string;
  /** In cents; the barcode's own amount when not given. */
  amount?: number;
  payer?: string;
  /** Goes up with every "Imprimir boleto": each new value opens the browser's print once. */
  printRequest: number;
}

/** The slip's marker (its `data-boleto-slip`): on paper it is all there is, on screen it is not shown. */
const SLIP = 'data-boleto-slip';

const printOnly = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4 portrait', margin: '12mm' },
      '@media screen': { [`[${SLIP}]`]: { display: 'none' } },
      '@media print': {
        [`body > *:not([${SLIP}])`]: { display: 'none !important' },
        'html, body': { background: '#fff !important' },
      },
    }}
  />
);

/** Who receives every boleto the platform issues. */
const BENEFICIARY = `${BRAND} Pagamentos Ltda.`;

const INK = '#000';
const RULE = `1px solid ${INK}`;

/** One box of the slip: a small label over its value. */
function Cell({ label, children, end = false }: { label: ReactNode; children: ReactNode; end?: boolean }) {
  return (
    <Box sx={{ p: '1.2mm 2mm', borderTop: RULE, borderInlineStart: end ? RULE : 0, minWidth: 0 }}>
      <Box sx={{ fontSize: '7pt', textTransform: 'uppercase', letterSpacing: '0.02em' }}>{label}</Box>
      <Box
        sx={{ fontSize: '10pt', fontWeight: 600, textAlign: end ? 'end' : 'start', overflowWrap: 'anywhere' }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** The ITF-25 (interleaved 2 of 5) bars of a 44-digit barcode at the bank's size: 103 × 13 mm. */
function Barcode({ digits }: { digits: string }) {
  const intl = useIntl();
  const svg = useRef<SVGSVGElement>(null);
  useLayoutEffect(() => {
    if (!svg.current) return;
    // One unit per narrow module: 405 units drawn over 103 mm make the narrow bar 0.254 mm, wide 3×.
    JsBarcode(svg.current, digits, {
      format: 'ITF',
      width: 1,
      height: 50,
      margin: 0,
      displayValue: false,
      background: '#fff',
      lineColor: INK,
    });
    svg.current.setAttribute('preserveAspectRatio', 'none');
  }, [digits]);
  return (
    <Box
      component="svg"
      ref={svg}
      role="img"
      aria-label={intl.formatMessage({ id: 'payment.boleto.slip.barcode' })}
      data-barcode={digits}
      shapeRendering="crispEdges"
      sx={{ display: 'block', width: '103mm', height: '13mm', mx: '5mm' }}
    />
  );
}

/**
 * A boleto as the bank prints it, for paper only: the bank and the typed line, due date, beneficiary,
 * payer, nosso número, amount and the ITF-25 barcode. It goes straight into <body> and, while printing,
 * hides everything else, so the slip comes out alone on one page. Loaded (with the barcode library) only
 * when someone prints.
 */
export default function BoletoSlip({ line, dueDate, amount, payer, printRequest }: BoletoSlipProps) {
  const intl = useIntl();
  const barcode = lineProblem(line) == null ? barcodeFromLine(line) : null;
  const parts = barcode ? barcodeParts(barcode) : null;
  const number = barcode ? ourNumber(barcode) : null;
  const cents = amount ?? parts?.amountCents;

  const printed = useRef(0);
  useEffect(() => {
    // Once per request (a remount in development does not print twice); the bars are drawn by now.
    if (printRequest <= printed.current) return;
    printed.current = printRequest;
    window.print();
  }, [printRequest]);

  const slip = (
    <Box
      data-boleto-slip=""
      dir="ltr"
      sx={{
        color: INK,
        bgcolor: '#fff',
        fontFamily: 'Arial, Helvetica, sans-serif',
        printColorAdjust: 'exact',
        WebkitPrintColorAdjust: 'exact',
      }}
    >
      {printOnly}
      <Box
        component="section"
        aria-label={intl.formatMessage({ id: 'payment.boleto.slip.label' })}
        sx={{ width: '180mm', mx: 'auto', border: RULE, breakInside: 'avoid' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: '3mm', p: '2mm', flexWrap: 'wrap' }}>
          <Box sx={{ fontSize: '16pt', fontWeight: 800, letterSpacing: '-0.02em' }}>{BRAND}</Box>
          {barcode && (
            <Box sx={{ fontSize: '14pt', fontWeight: 700, px: '2mm', borderInline: RULE }}>
              {bankCode(barcode)}
            </Box>
          )}
          <Box
            data-line
            sx={{
              flexGrow: 1,
              textAlign: 'end',
              fontFamily: '"Courier New", Courier, monospace',
              fontSize: '11.5pt',
              fontWeight: 700,
              whiteSpace: 'nowrap',
            }}
          >
            {formatLine(line)}
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 48mm' }}>
          <Cell label={<FormattedMessage id="payment.boleto.slip.where" />}>
            <FormattedMessage id="payment.boleto.slip.whereValue" />
          </Cell>
          <Cell label={<FormattedMessage id="payment.boleto.slip.due" />} end>
            <FormattedDate value={parseLocalDate(dueDate)} day="2-digit" month="2-digit" year="numeric" />
          </Cell>
          <Cell label={<FormattedMessage id="payment.boleto.slip.beneficiary" />}>{BENEFICIARY}</Cell>
          <Cell label={<FormattedMessage id="payment.boleto.slip.ourNumber" />} end>
            {number ?? '—'}
          </Cell>
          <Cell label={<FormattedMessage id="payment.boleto.slip.payer" />}>{payer ?? '—'}</Cell>
          <Cell label={<FormattedMessage id="payment.boleto.slip.amount" />} end>
            {cents != null ? formatCents(cents) : '—'}
          </Cell>
        </Box>
        <Cell label={<FormattedMessage id="payment.boleto.slip.instructions" />}>
          <Box component="span" sx={{ fontWeight: 400 }}>
            <FormattedMessage id="payment.boleto.slip.instructionsValue" />
          </Box>
        </Cell>
        <Box sx={{ borderTop: RULE, py: '4mm' }}>
          {barcode ? (
            <Barcode digits={barcode} />
          ) : (
            <Box sx={{ px: '2mm', fontSize: '10pt' }}>
              <FormattedMessage id="payment.boleto.slip.noBarcode" />
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
  return createPortal(slip, document.body);
}
