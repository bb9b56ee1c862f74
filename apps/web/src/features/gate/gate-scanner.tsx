import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import { useEffect, useRef } from 'react';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * The decoder comes from our own server, bundled by the build: never a CDN, and within the gate page's CSP. It is
 * fetched and compiled as soon as this file loads, which the gate screen asks for while it has a signal, so that
 * the first scan needs neither the network nor a wait.
 */
export const decoderReady = prepareZXingModule({
  overrides: { locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file) },
  fireImmediately: true,
});

const LOOK_EVERY_MS = 150;

/**
 * The camera, read until it sees a QR code: its text goes to `onCode` once and the camera stops. Loaded only on
 * the gate screen, when the volunteer starts scanning, so no other page downloads the decoder.
 */
export default function GateScanner({ onCode, onFailure }: { onCode: (text: string) => void; onFailure: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const detector = new BarcodeDetector({ formats: ['qr_code'] });
    const look = async () => {
      if (stopped || !video.current) return;
      const [code] = await detector.detect(video.current).catch(() => []);
      if (stopped) return;
      if (code) onCode(code.rawValue);
      else timer = setTimeout(look, LOOK_EVERY_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return media.getTracks().forEach((track) => track.stop());
        video.current.srcObject = media;
        await video.current.play();
        await look();
      })
      .catch(() => {
        if (!stopped) onFailure();
      });
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode, onFailure]);
  return <video ref={video} className="gate-camera" muted playsInline aria-hidden="true" />;
}
