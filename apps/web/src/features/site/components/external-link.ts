/** A link to a web page of another site (not this origin, not mailto: or tel:): the welcome popup opens it in a new tab. */
export function isExternalLink(href: string, origin: string): boolean {
  try {
    const url = new URL(href, origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin;
  } catch {
    return false;
  }
}
