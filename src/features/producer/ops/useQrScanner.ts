import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { cameraProblem, type CameraProblem, type QrSource } from './checkinDeps';

export type ScannerState =
  | { status: 'idle' }
  | { status: 'starting' }
  | { status: 'running' }
  | { status: 'error'; problem: CameraProblem };

/**
 * Drives a QR source on a <video>: started by the user (browsers ask for the camera on a gesture),
 * stopped by the user, and always stopped when the component goes away.
 */
export function useQrScanner(
  source: QrSource,
  video: RefObject<HTMLVideoElement | null>,
  onCode: (text: string) => void,
) {
  const [state, setState] = useState<ScannerState>({ status: 'idle' });
  const stopRef = useRef<(() => void) | null>(null);
  const alive = useRef(true);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  const stop = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
    if (alive.current) setState({ status: 'idle' });
  }, []);

  const start = useCallback(async () => {
    const element = video.current;
    if (!element || stopRef.current) return;
    setState({ status: 'starting' });
    try {
      const stopSource = await source.start(element, (text) => onCodeRef.current(text));
      if (!alive.current) {
        stopSource();
        return;
      }
      stopRef.current = stopSource;
      setState({ status: 'running' });
    } catch (error) {
      if (alive.current) setState({ status: 'error', problem: cameraProblem(error) });
    }
  }, [source, video]);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      stopRef.current?.();
      stopRef.current = null;
    };
  }, []);

  return { state, start, stop };
}
