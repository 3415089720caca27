import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestScope } from "./sql-backend";

/**
 * Aborted once the client hangs up before its answer is sent. The socket's
 * end (the client's FIN) is seen one event-loop turn before the response's
 * close, which matters when PGlite has held the thread meanwhile.
 */
export function clientScope(req: IncomingMessage, res: ServerResponse): RequestScope {
  const gone = new AbortController();
  const hangUp = () => {
    if (!res.writableFinished) gone.abort();
  };
  const socket = req.socket;
  if (socket.destroyed || socket.readableEnded) gone.abort();
  socket.once("end", hangUp);
  res.once("close", () => {
    socket.off("end", hangUp);
    hangUp();
  });
  return { signal: gone.signal };
}
