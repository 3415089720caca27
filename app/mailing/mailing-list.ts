// The mailing list's addresses and limits: what the newsletter's pages, its mail, its table and the worker agree on.

// RFC 8058: its POST comes from a mail provider.
export const ONE_CLICK_UNSUBSCRIBE_PATH = "/unsubscribe/one-click";
/** A reply notice's stop links' page: its List-Unsubscribe one-click POST comes from a mail provider too. */
export const REPLY_STOP_PATH = "/replies/stop";
/** Where a mail provider's one-click POST lands (signed links, whose signature is their permission). */
export const ONE_CLICK_PATHS = [ONE_CLICK_UNSUBSCRIBE_PATH, REPLY_STOP_PATH];

// Also what the link page's own button sends.
export const ONE_CLICK_FIELD = { name: "List-Unsubscribe", value: "One-Click" } as const;

// The confirmation link's page (double opt-in); its button posts to the same address.
export const CONFIRM_PATH = "/newsletter/confirm";

/** How long a confirmation link, and the unconfirmed row it confirms, lasts. */
export const CONFIRM_WITHIN_DAYS = 7;
/** How long the owner's send link works after its preview mail: it sends to everyone, so it must not work for ever. */
export const SEND_LINK_DAYS = 30;
/** "Your mail": one page per address for everything the site mails it (app/readers-mail/mail-page.server.ts). */
export const MAIL_PAGE_PATH = "/mail";
/** How long a "Your mail" link works: it changes what an address gets, so a forwarded or old mail's link must not for ever. */
export const MAIL_PAGE_DAYS = 30;
/** Confirmation mails to one address in a UTC day, however often it is entered. */
export const CONFIRMATION_MAILS_PER_DAY = 3;

export const subscribersText = (n: number) => `${n} ${n === 1 ? "subscriber" : "subscribers"}`;
