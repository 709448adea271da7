import Box from '@mui/material/Box';
import { memo, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { PARTS, partLabelId, valueLabel, type AvatarOptions, type AvatarPart } from '../avatarParts';
import { avatarSvg, svgDataUrl, SHAPE_TILE, type AvatarView } from '../avatarSvg';
import ChoiceGroup, { type Choice } from './ChoiceGroup';

const THUMBNAIL_PX = 56;
/** Parts glasses could hide are shown without them. */
const UNCOVERED: readonly AvatarPart[] = ['eyes'];
/** Small parts are shown close up, so the choices differ at a glance. */
const CLOSE_UP: Partial<Record<AvatarPart, AvatarView>> = {
  head: { scale: 115 },
  hair: { scale: 115, translateX: 2, translateY: 6 },
  eyes: { scale: 260, translateX: -12, translateY: 18 },
  mouth: { scale: 260, translateX: -24, translateY: -42 },
  accessory: { scale: 170, translateX: -3, translateY: 5 },
};

function Swatch({ colour }: { colour: string }) {
  if (colour === 'transparent') {
    // "No background": a crossed-out circle, drawn with the theme's colours.
    return (
      <Box
        component="span"
        sx={{
          width: 1,
          height: 1,
          background: (t) =>
            `linear-gradient(135deg, transparent 46%, ${t.palette.text.secondary} 46% 54%, transparent 54%)`,
        }}
      />
    );
  }
  return <Box component="span" sx={{ width: 1, height: 1, bgcolor: `#${colour}` }} />;
}

interface PartPickerProps {
  part: AvatarPart;
  options: AvatarOptions;
  onChoose: (part: AvatarPart, value: string) => void;
}

/** The choices of one part: colours as swatches, shapes as the current avatar wearing each one. */
function PartPicker({ part, options, onChoose }: PartPickerProps) {
  const intl = useIntl();
  const { values, kind } = PARTS[part];
  const choices = useMemo<Choice[]>(
    () =>
      values.map((value) => ({
        value,
        label: intl.formatMessage({ id: valueLabel(part, value).id }, valueLabel(part, value).values),
        visual:
          kind === 'colour' ? (
            <Swatch colour={value} />
          ) : (
            <Box
              component="img"
              src={svgDataUrl(
                avatarSvg(
                  { ...options, ...(UNCOVERED.includes(part) && { accessory: 'none' }), [part]: value },
                  THUMBNAIL_PX,
                  CLOSE_UP[part],
                ),
              )}
              alt=""
              width={THUMBNAIL_PX}
              height={THUMBNAIL_PX}
              // Lorelei draws black outlines: a light tile keeps them readable in dark mode too.
              sx={{ display: 'block', bgcolor: SHAPE_TILE }}
            />
          ),
      })),
    [intl, kind, options, part, values],
  );
  return (
    <ChoiceGroup
      legend={intl.formatMessage({ id: partLabelId(part) })}
      name={part}
      value={options[part]}
      choices={choices}
      round={kind === 'colour'}
      onChange={(value) => onChoose(part, value)}
    />
  );
}

export default memo(PartPicker);
