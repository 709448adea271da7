import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import SelectField from '@/components/form/SelectField';
import { useIntl } from 'react-intl';
import { LOCALES } from '@/i18n/locales';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { LANGUAGES, type Language } from '@/store/settings';
import { selectSettings, settingsChanged } from '@/store/settingsSlice';
import OptionGroup from './OptionGroup';

export default function LayoutTab() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);

  return (
    <>
      <OptionGroup
        labelId="customization.mode"
        value={settings.mode}
        options={[
          { value: 'light', labelId: 'customization.mode.light' },
          { value: 'dark', labelId: 'customization.mode.dark' },
        ]}
        onChange={(mode) => dispatch(settingsChanged({ mode }))}
      />
      <OptionGroup
        labelId="customization.direction"
        value={settings.themeDirection}
        options={[
          { value: 'ltr', labelId: 'customization.direction.ltr' },
          { value: 'rtl', labelId: 'customization.direction.rtl' },
        ]}
        onChange={(themeDirection) => dispatch(settingsChanged({ themeDirection }))}
      />
      <OptionGroup
        labelId="customization.orientation"
        value={settings.menuOrientation}
        options={[
          { value: 'vertical', labelId: 'customization.orientation.vertical' },
          { value: 'horizontal', labelId: 'customization.orientation.horizontal' },
        ]}
        onChange={(menuOrientation) => dispatch(settingsChanged({ menuOrientation }))}
      />
      <FormControlLabel
        sx={{ mb: 2.5, display: 'flex' }}
        control={
          <Switch
            checked={settings.miniDrawer}
            onChange={(e) => dispatch(settingsChanged({ miniDrawer: e.target.checked }))}
          />
        }
        label={intl.formatMessage({ id: 'customization.miniDrawer' })}
      />
      <OptionGroup
        labelId="customization.width"
        value={settings.container ? 'container' : 'fluid'}
        options={[
          { value: 'container', labelId: 'customization.width.container' },
          { value: 'fluid', labelId: 'customization.width.fluid' },
        ]}
        onChange={(value) => dispatch(settingsChanged({ container: value === 'container' }))}
      />
      <SelectField
        fullWidth
        label={intl.formatMessage({ id: 'customization.language' })}
        value={settings.i18n}
        onChange={(e) => dispatch(settingsChanged({ i18n: e.target.value as Language }))}
      >
        {LANGUAGES.map((language) => (
          <MenuItem key={language} value={language} lang={LOCALES[language].tag}>
            {LOCALES[language].nativeName}
          </MenuItem>
        ))}
      </SelectField>
    </>
  );
}
