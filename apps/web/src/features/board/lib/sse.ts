/**
 * Reads a Server-Sent Events body and hands each message's data to `onData`. `onOpen` runs at the
 * first bytes (the server's `: ready` comment). Resolves when the stream ends.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onData: (data: string) => void,
  onOpen: () => void = () => {},
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let opened = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    if (!opened) {
      opened = true;
      onOpen();
    }
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const data = buffer
        .slice(0, end)
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''));
      buffer = buffer.slice(end + 2);
      if (data.length > 0) onData(data.join('\n'));
    }
  }
}
