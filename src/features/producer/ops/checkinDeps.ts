import { createContext, useContext } from 'react';

/** A camera reading QR codes into a <video>. Tests swap in a fake camera that feeds codes. */
export interface QrSource {
  /** Starts reading; every decoded text goes to `onCode`. Resolves to the function that stops it. */
  start(video: HTMLVideoElement, onCode: (text: string) => void): Promise<() => void>;
}

/** Why the camera could not start, in words the door staff can act on. */
export type CameraProblem = 'denied' | 'noCamera' | 'busy' | 'insecure' | 'unsupported' | 'failed';

export class CameraError extends Error {
  readonly problem: CameraProblem;
  constructor(problem: CameraProblem) {
    super(problem);
    this.problem = problem;
  }
}

export function cameraProblem(error: unknown): CameraProblem {
  if (error instanceof CameraError) return error.problem;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError')
    return 'noCamera';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  return 'failed';
}

/** The phone's back camera through @zxing/browser (loaded only when the camera starts). */
export const zxingQrSource: QrSource = {
  async start(video, onCode) {
    // Old browsers and plain-http pages have no navigator.mediaDevices at all.
    const media = (globalThis.navigator as Partial<Navigator> | undefined)?.mediaDevices as
      Partial<MediaDevices> | undefined;
    if (!media?.getUserMedia) {
      throw new CameraError(window.isSecureContext ? 'unsupported' : 'insecure');
    }
    const { BrowserQRCodeReader } = await import('@zxing/browser');
    const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 120 });
    const controls = await reader.decodeFromConstraints(
      { video: { facingMode: { ideal: 'environment' } }, audio: false },
      video,
      (result) => {
        if (result) onCode(result.getText());
      },
    );
    return () => controls.stop();
  },
};

export interface CheckinDeps {
  qrSource: QrSource;
  /** The clock of the duplicate-scan window (tests move it by hand). */
  now: () => number;
}

export const CheckinDepsContext = createContext<CheckinDeps>({
  qrSource: zxingQrSource,
  now: () => Date.now(),
});

export function useCheckinDeps(): CheckinDeps {
  return useContext(CheckinDepsContext);
}
