import CheckOutlined from '@mui/icons-material/CheckOutlined';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Slider from '@mui/material/Slider';
import Tooltip from '@mui/material/Tooltip';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { BORDER_RADIUS_MAX, BORDER_RADIUS_MIN, FONT_FAMILIES, PRESET_COLORS } from '@/store/settings';
import { selectSettings, settingsChanged } from '@/store/settingsSlice';
import { PRESETS } from '@/theme/palettes';
import OptionGroup from './OptionGroup';

const FONT_LABELS: Record<(typeof FONT_FAMILIES)[number], string> = {
  "'Inter', sans-serif": 'customization.font.inter',
  "'Poppins', sans-serif": 'customization.font.poppins',
  "'Roboto', sans-serif": 'customization.font.roboto',
};

export default function StyleTab() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const presetLabel = useId();
  const radiusLabel = useId();

  return (
    <>
      <FormControl component="fieldset" sx={{ width: '100%', mb: 2.5 }}>
        <FormLabel component="legend" id={presetLabel} sx={{ mb: 1, fontWeight: 600 }}>
          {intl.formatMessage({ id: 'customization.preset' })}
        </FormLabel>
        <Box
          role="radiogroup"
          aria-labelledby={presetLabel}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 56px)', gap: 1.5 }}
        >
          {PRESET_COLORS.map((preset, index) => {
            const colors = PRESETS[preset][settings.mode];
            const selected = settings.presetColor === preset;
            const name = intl.formatMessage({ id: 'customization.preset.name' }, { n: index + 1 });
            return (
              <Tooltip key={preset} title={name}>
                <Box
                  component="button"
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  aria-label={name}
                  onClick={() => dispatch(settingsChanged({ presetColor: preset }))}
                  sx={{
                    width: 56,
                    height: 56,
                    borderRadius: 2,
                    cursor: 'pointer',
                    border: 2,
                    borderColor: selected ? 'text.primary' : 'divider',
                    background: `linear-gradient(135deg, ${colors.primary} 50%, ${colors.secondary} 50%)`,
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    color: 'common.white',
                    '&:focus-visible': {
                      outline: '3px solid',
                      outlineColor: 'primary.main',
                      outlineOffset: 2,
                    },
                  }}
                >
                  {selected && <CheckOutlined sx={{ filter: 'drop-shadow(0 0 2px rgba(0,0,0,0.8))' }} />}
                </Box>
              </Tooltip>
            );
          })}
        </Box>
      </FormControl>
      <OptionGroup
        labelId="customization.font"
        value={settings.fontFamily}
        options={FONT_FAMILIES.map((f) => ({ value: f, labelId: FONT_LABELS[f] }))}
        onChange={(fontFamily) => dispatch(settingsChanged({ fontFamily }))}
      />
      <FormControl sx={{ width: '100%', mb: 2.5 }}>
        <FormLabel id={radiusLabel} sx={{ fontWeight: 600 }}>
          {intl.formatMessage({ id: 'customization.borderRadius' })}
        </FormLabel>
        <Slider
          aria-labelledby={radiusLabel}
          value={settings.borderRadius}
          min={BORDER_RADIUS_MIN}
          max={BORDER_RADIUS_MAX}
          step={1}
          marks={[
            { value: BORDER_RADIUS_MIN, label: `${BORDER_RADIUS_MIN}px` },
            { value: BORDER_RADIUS_MAX, label: `${BORDER_RADIUS_MAX}px` },
          ]}
          valueLabelDisplay="auto"
          getAriaValueText={(v) => `${v}px`}
          onChange={(_e, value) => dispatch(settingsChanged({ borderRadius: value }))}
          sx={{ mx: 1, width: 'calc(100% - 16px)' }}
        />
      </FormControl>
      <OptionGroup
        labelId="customization.inputs"
        value={settings.outlinedFilled ? 'filled' : 'outlined'}
        options={[
          { value: 'outlined', labelId: 'customization.inputs.outlined' },
          { value: 'filled', labelId: 'customization.inputs.filled' },
        ]}
        onChange={(value) => dispatch(settingsChanged({ outlinedFilled: value === 'filled' }))}
      />
    </>
  );
}
