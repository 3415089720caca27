/** A read past its client's limit (worker/read-limit.ts): the root's error boundary says when to try again. */
export const READ_LIMITED_STATUS = 429;
