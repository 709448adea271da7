import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { LOCALES } from '@/i18n/locales';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { Language } from '@/store/settings';
import { selectSettings, settingsChanged } from '@/store/settingsSlice';

const loadList = () => import('./LanguageList');
const LanguageList = lazy(loadList);

interface LanguageMenuProps {
  languages: readonly Language[];
}

/** The language button; its menu's code loads on the first open (and is fetched on hover). */
export default function LanguageMenu({ languages }: LanguageMenuProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { i18n } = useAppSelector(selectSettings);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
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
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
        sx={{ minWidth: 0, px: 1 }}
      >
        {LOCALES[i18n].short}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageList
            id={menuId}
            anchor={anchor}
            languages={languages}
            current={i18n}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
