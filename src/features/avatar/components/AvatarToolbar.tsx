import CasinoOutlined from '@mui/icons-material/CasinoOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import RedoOutlined from '@mui/icons-material/RedoOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { toAvatarParams } from '../avatarParams';
import type { AvatarOptions } from '../avatarParts';
import { AVATAR_SIZE, avatarSvg, saveDataUrl, svgDataUrl, svgToPngDataUrl } from '../avatarSvg';

/** Downloaded files are named after the brand's avatar. */
const FILE_NAME = 'avatar-lumi';
const FEEDBACK_MS = 6000;

interface AvatarToolbarProps {
  options: AvatarOptions;
  onRandom: () => void;
  onUndo: () => void;
  onRedo: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

/** Random, undo and redo beside the preview; below them, sharing and downloads (all in the browser). */
export default function AvatarToolbar({
  options,
  onRandom,
  onUndo,
  onRedo,
  canUndo,
  canRedo,
}: AvatarToolbarProps) {
  const { pathname } = useLocation();
  // What the last copy or download did, said in a live region (no snackbar code on this page).
  const [feedback, setFeedback] = useState<string | null>(null);
  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => setFeedback(null), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  const copyLink = async () => {
    const link = new URL(`${pathname}?${toAvatarParams(options).toString()}`, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(link);
      setFeedback('avatar.link.copied');
    } catch {
      setFeedback('avatar.link.failed');
    }
  };

  const downloadPng = async () => {
    try {
      saveDataUrl(`${FILE_NAME}.png`, await svgToPngDataUrl(avatarSvg(options, AVATAR_SIZE)));
    } catch {
      setFeedback('avatar.download.failed');
    }
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
        <Button variant="contained" startIcon={<CasinoOutlined />} onClick={onRandom}>
          <FormattedMessage id="avatar.random" />
        </Button>
        <Button
          variant="outlined"
          startIcon={<UndoOutlined />}
          onClick={onUndo}
          disabled={!canUndo}
          aria-keyshortcuts="Control+Z"
        >
          <FormattedMessage id="avatar.undo" />
        </Button>
        <Button
          variant="outlined"
          startIcon={<RedoOutlined />}
          onClick={onRedo}
          disabled={!canRedo}
          aria-keyshortcuts="Control+Shift+Z Control+Y"
        >
          <FormattedMessage id="avatar.redo" />
        </Button>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
        <Button variant="text" startIcon={<LinkOutlined />} onClick={() => void copyLink()}>
          <FormattedMessage id="avatar.link.copy" />
        </Button>
        <Button
          variant="text"
          startIcon={<DownloadOutlined />}
          onClick={() => saveDataUrl(`${FILE_NAME}.svg`, svgDataUrl(avatarSvg(options, AVATAR_SIZE)))}
        >
          <FormattedMessage id="avatar.download.svg" />
        </Button>
        <Button variant="text" startIcon={<DownloadOutlined />} onClick={() => void downloadPng()}>
          <FormattedMessage id="avatar.download.png" />
        </Button>
      </Stack>
      <Typography role="status" variant="body2" sx={{ minHeight: '1.5em', textAlign: 'center' }}>
        {feedback && <FormattedMessage id={feedback} />}
      </Typography>
    </Stack>
  );
}
