import { createContext, useContext, type ReactNode } from 'react';

/** Opens a camera stream. The app uses the browser's; stories and tests inject their own. */
export type OpenCamera = () => Promise<MediaStream>;

/** The rear camera is preferred (it faces the food); `ideal` still lets a laptop's front camera answer. */
export const openDeviceCamera: OpenCamera = () => {
  if (!navigator.mediaDevices?.getUserMedia) {
    return Promise.reject(new DOMException('This browser has no camera API', 'NotSupportedError'));
  }
  return navigator.mediaDevices.getUserMedia({
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
    audio: false,
  });
};

const CameraSourceContext = createContext<OpenCamera>(openDeviceCamera);

export function CameraSourceProvider({ openCamera, children }: { openCamera: OpenCamera; children: ReactNode }) {
  return <CameraSourceContext.Provider value={openCamera}>{children}</CameraSourceContext.Provider>;
}

export const useCameraSource = () => useContext(CameraSourceContext);
