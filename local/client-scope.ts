import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestScope } from "./sql-backend";

// Aborted once the client hangs up before its answer is sent: the socket's end (its FIN) is seen a turn of the event
// loop before the response's close, which matters when PGlite has held the thread meanwhile.
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
