// Where a comment is on its recipe's page: a top-level one by its anchor, a reply inside its open thread (and its page
// of older comments). The comment form, the owner's mail, the reply notices and "Your mail" all link there.
export function commentPagePath(slug: string, id: number, threadRoot: number | null, before: number | null = null): string {
  if (threadRoot === null || threadRoot === id) return `/${slug}#comment-${id}`;
  return `/${slug}?${before ? `before=${before}&` : ""}thread=${threadRoot}#comment-${id}`;
}
