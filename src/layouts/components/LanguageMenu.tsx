import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { LOCALES } from '@/i18n/locales';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { Language } from '@/store/settings';
import { selectSettings, settingsChanged } from '@/store/settingsSlice';

interface LanguageMenuProps {
  languages: readonly Language[];
}

export default function LanguageMenu({ languages }: LanguageMenuProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { i18n } = useAppSelector(selectSettings);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  const choose = (language: Language) => {
    dispatch(settingsChanged({ i18n: language }));
    setAnchor(null);
  };

  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<TranslateOutlined />}
        aria-label={intl.formatMessage(
          { id: 'layout.language.label' },
          { current: LOCALES[i18n].nativeName },
        )}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ minWidth: 0, px: 1 }}
      >
        {LOCALES[i18n].short}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor != null} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language}
            selected={language === i18n}
            lang={LOCALES[language].tag}
            onClick={() => choose(language)}
          >
            <ListItemText primary={LOCALES[language].nativeName} secondary={`(${LOCALES[language].short})`} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
