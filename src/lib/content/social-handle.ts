/**
 * A social profile typed as its handle ('@dmvdetailing'), as owners know their accounts, read as
 * the link to that profile (docs/product.md#validation): the footer needs a link, and the network
 * is the one the link's icon name, or else its platform name, says.
 */

/** The profile page of a handle on each network whose handles name a page ('twitter' is X). */
const profilePages: Record<string, (handle: string) => string> = {
  facebook: (handle) => `https://www.facebook.com/${handle}`,
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  youtube: (handle) => `https://www.youtube.com/@${handle}`,
  x: (handle) => `https://x.com/${handle}`,
  twitter: (handle) => `https://x.com/${handle}`,
  tiktok: (handle) => `https://www.tiktok.com/@${handle}`,
};

/**
 * The handle `text` is ('@shop', also typed after the field's ready-made 'https://'), without its
 * '@'; null for anything else.
 */
export function handleIn(text: string): string | null {
  return /^(?:https?:\/\/)?@([\w.-]{1,100})$/i.exec(text.trim())?.[1] ?? null;
}

/** A network's name as icon and platform names are compared: letters only, in lower case
 * ('You Tube' is 'youtube'). The footer's brand marks are chosen by the same rule. */
export const networkName = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/**
 * The link to `handle`'s profile on the network `iconName` names, or else `platform` (an icon
 * 'globe' with the platform 'TikTok'); null when neither names a network of `profilePages`.
 */
export function profileLink(handle: string, iconName: string, platform: string): string | null {
  const page = profilePages[networkName(iconName)] ?? profilePages[networkName(platform)];
  return page ? page(handle) : null;
}

/**
 * A social link's platform as the admin and the footer name it: 'facebook' → 'Facebook'. The
 * platform is stored as typed, often in lower case; the admin's cards, History, Recently deleted
 * and the Overview's recent changes all call it so (docs/product.md#editors).
 */
export function platformName(platform: string): string {
  return platform.charAt(0).toUpperCase() + platform.slice(1);
}
