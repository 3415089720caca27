import { useSearchParams } from "@remix-run/react";

/** What a comment form's ticked "E-mail me when someone replies" did, in the address its post lands on. */
export const REPLIES_NOTE_PARAM = "replies";
export type RepliesNote = "on" | "asked";

const NOTES: Record<RepliesNote, string> = {
  on: "Your comment is up, and replies in this conversation will be e-mailed to you: this device confirmed that address before.",
  asked:
    "Your comment is up. Check your inbox: unless replies in this conversation already go to that address, a mail with a button to confirm them is on its way, and nothing else comes until you press it.",
};

/** Said once, where a screen reader hears it: the page the post landed on, with and without JavaScript. */
export function RepliesNoteStatus() {
  const [params] = useSearchParams();
  const note = params.get(REPLIES_NOTE_PARAM);
  return (
    <p className="form-status" role="status">
      {note === "on" || note === "asked" ? NOTES[note] : ""}
    </p>
  );
}
