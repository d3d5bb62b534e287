import { createFieldRunner, type FieldCommand } from './particles-runner';

type WorkerMessage = { canvas: OffscreenCanvas } | FieldCommand;

// The page hands over its canvas once; every later message is a command for the field on it.
let handle: ((command: FieldCommand) => void) | null = null;

self.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
  const message = event.data;
  if ('canvas' in message) {
    handle = createFieldRunner(message.canvas, (state) => self.postMessage(state));
    return;
  }
  handle?.(message);
});
