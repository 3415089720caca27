// Format characters (Cf) show nothing but change the text around them: bidi controls reorder it ("\u202Egnp.exe\u202C Bob"
// reads "‮gnp.exe‬ Bob"), zero-width ones split or fake a word, tags hide text. Client-safe: comments and search use it.

// A zero-width joiner between two pictographs makes one emoji: 👩‍🍳 (woman, ZWJ, cooking), 🏳️‍🌈, 🧑🏽‍🍳.
const EMOJI_JOINER = String.raw`(?<=\p{Extended_Pictographic}(?:[\u{1F3FB}-\u{1F3FF}]|\uFE0F)?)\u200D(?=\p{Extended_Pictographic})`;

// Scripts whose words need a joiner to be spelled right (می‌خواهم, ශ්‍රී); never Latin, where it makes "Bob" differ from "Bob".
const JOINING = String.raw`[\p{scx=Arab}\p{scx=Syrc}\p{scx=Nkoo}\p{scx=Mong}\p{scx=Deva}\p{scx=Beng}\p{scx=Guru}\p{scx=Gujr}\p{scx=Orya}\p{scx=Taml}\p{scx=Telu}\p{scx=Knda}\p{scx=Mlym}\p{scx=Sinh}]`;
const WORD_JOINER = String.raw`(?<=${JOINING})[\u200C\u200D](?=${JOINING})`;

// A subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿) is a black flag, tag letters and a cancel tag; tags anywhere else hide text.
const FLAG_TAGS = String.raw`(?<=\u{1F3F4}[\u{E0020}-\u{E007E}]*)[\u{E0020}-\u{E007F}]`;

const FORMAT_BUT_EMOJI = new RegExp(`(?!${EMOJI_JOINER}|${FLAG_TAGS})\\p{Cf}`, "gu");
const FORMAT_BUT_EMOJI_AND_WORDS = new RegExp(`(?!${EMOJI_JOINER}|${WORD_JOINER}|${FLAG_TAGS})\\p{Cf}`, "gu");

/** A name or a comment's words as they look: every format character gone but an emoji's or a word's joiner, a flag's tags. */
export function visibleText(text: string): string {
  return text.replace(FORMAT_BUT_EMOJI_AND_WORDS, "");
}

/** As visibleText, dropping joiners inside words too: a search matches words however they were joined. */
export function withoutFormatCharacters(text: string): string {
  return text.replace(FORMAT_BUT_EMOJI, "");
}
