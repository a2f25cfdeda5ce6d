import { describe, expect, it, vi } from 'vitest';
import { readEventStream } from './sse';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('readEventStream', () => {
  it('hands over each message’s data across chunk borders, skipping comments', async () => {
    const onData = vi.fn();
    const onOpen = vi.fn();
    await readEventStream(
      streamOf([': ready\n\n', 'data: 1', '2\n\ndata: 50\r\n\r\n: ping\n\nda', 'ta: 100\n\n']),
      onData,
      onOpen,
    );
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onData.mock.calls.map(([data]) => data as string)).toEqual(['12', '50', '100']);
  });
});
