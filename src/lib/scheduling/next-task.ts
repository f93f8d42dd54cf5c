/**
 * Resolves in a later task of the event loop, so the browser can handle what is waiting (input,
 * arriving files) between two pieces of start-up work instead of running them as one long task.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    window.setTimeout(resolve, 0);
  });
}
