/** Chrome and Edge are supported; anything else gets the compatibility banner (docs/spec/part-1-signin-dashboard-delivery.md §1). */
export function isSupportedBrowser(userAgent: string): boolean {
  if (/Edg\//.test(userAgent)) return true;
  const isChrome = /(Headless)?Chrome\//.test(userAgent);
  const isOtherChromium = /(OPR|Opera|SamsungBrowser|YaBrowser|Vivaldi|Brave|UCBrowser)\//.test(userAgent);
  return isChrome && !isOtherChromium;
}
