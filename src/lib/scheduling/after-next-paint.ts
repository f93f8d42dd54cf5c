/**
 * Runs `callback` once the browser has painted the next frame: a task queued from a
 * requestAnimationFrame callback runs after that frame's paint. Used to let the user see
 * the immediate result of an interaction before heavier work follows.
 * Returns a function that cancels the callback if it has not run yet.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
