/** Runs a call and logs its failure before passing it on (spec §8: some failures are "logged only"). */
export async function loggingFailure<T>(label: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn(label, error);
    throw error;
  }
}
