import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LOCALES } from '@/i18n/locales';
import type { Language } from '@/store/settings';

interface LanguageListProps {
  id: string;
  anchor: HTMLElement | null;
  languages: readonly Language[];
  current: Language;
  onChoose: (language: Language) => void;
  onClose: () => void;
}

/** The language menu's list: loaded the first time the menu is opened. */
export default function LanguageList({
  id,
  anchor,
  languages,
  current,
  onChoose,
  onClose,
}: LanguageListProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor != null} onClose={onClose}>
      {languages.map((language) => (
        <MenuItem
          key={language}
          selected={language === current}
          lang={LOCALES[language].tag}
          onClick={() => onChoose(language)}
        >
          <ListItemText primary={LOCALES[language].nativeName} secondary={`(${LOCALES[language].short})`} />
        </MenuItem>
      ))}
    </Menu>
  );
}
