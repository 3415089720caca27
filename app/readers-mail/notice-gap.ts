// The least time between two reply notices for one conversation: the model waits it, the confirm page says it, and
// the tests step over it (docs/owners-inbox.md says "an hour").
export const NOTICE_GAP_MINUTES = 60;

/** "an hour", "2 hours", "30 minutes": the gap as the confirm page says it. */
export const noticeGapWords = (minutes = NOTICE_GAP_MINUTES) =>
  minutes === 60 ? "an hour" : minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`;
