/**
 * A GET sent on a kept-alive connection just as the server closes it fails before any answer ("other side closed",
 * the socket holding only the previous answer's bytes): a browser sends it again on a new connection, and so does
 * this. A failure once the answer has begun is not retried: that is what is being looked for.
 */
export async function getOnce(url: URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (e) {
    if ((e as { cause?: { code?: string } }).cause?.code !== "UND_ERR_SOCKET") throw e;
    return fetch(url, init);
  }
}
