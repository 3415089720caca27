/** Beside the name of a reply the recipe's author posted from the signed link in the comment mail: nothing else earns it. */
export function AuthorMark() {
  return <span className="author-mark">Author</span>;
}
