// One writer per market: tasks for the same key run one after another, in the order they were
// queued, each awaited; different keys run side by side. The contract risk loop and the users'
// actions on positions of one market share a key, so a stop and a user's close never race.

export class SerialQueues<K> {
  private readonly tails = new Map<K, Promise<void>>();

  /** Runs `task` after every task queued before it under `key`; answers its result or error. */
  run<T>(key: K, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    // Forget a drained queue, so keys do not accumulate.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Resolves once every task queued so far has finished. */
  async idle(): Promise<void> {
    await Promise.all([...this.tails.values()]);
  }
}
