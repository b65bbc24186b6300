/** Chrome and Edge are supported; anything else gets the compatibility banner (docs/spec/part-1-signin-dashboard-delivery.md §1). */
export function isSupportedBrowser(userAgent: string): boolean {
  if (/Edg\//.test(userAgent)) return true;
  const isChrome = /(Headless)?Chrome\//.test(userAgent);
  const isOtherChromium = /(OPR|Opera|SamsungBrowser|YaBrowser|Vivaldi|Brave|UCBrowser)\//.test(userAgent);
  return isChrome && !isOtherChromium;
}

/**
 * An iPhone or iPad, whatever its browser: on iOS every browser (Chrome 'CriOS', Edge 'EdgiOS', Firefox 'FxiOS')
 * runs Safari's engine, so switching browsers there changes nothing. An iPad asking for desktop sites says
 * 'Macintosh' like a Mac, and only its touch points tell them apart.
 */
export function isAppleMobile(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
