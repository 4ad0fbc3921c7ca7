/** Spec §9: external flows open in a window of this size. */
export const POPUP_WIDTH = 1280;
export const POPUP_HEIGHT = 768;

/** Opens `url` in a centred 1280×768 pop-up. Returns null when the browser blocked it. */
export function openPopupWindow(url: string, name = "_blank", win: Window = window): Window | null {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - POPUP_HEIGHT) / 2));
  const features = `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
  const opened = win.open(url, name, features);
  return opened && !opened.closed ? opened : null;
}
