/** At most this many inputs per run. */
const MAX_BATCH = 50;

interface Waiting<In, Out> {
  input: In;
  resolve: (output: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * Group execution of one statement, per process: `run` takes many inputs and answers one output
 * for each, in order, and runs once at a time. Inputs handed over while it runs wait and are then
 * run together (at most 50), so under load many requests share one round trip (and, for a write,
 * one commit); an idle batcher runs at once. When a shared run fails (one input's own fault, such
 * as a taken unique value), each of its inputs is run again on its own, so that every caller gets
 * its own answer. The price: a slow run (one waiting on a lock) holds up the inputs behind it.
 */
export class Batcher<In, Out> {
  private waiting: Waiting<In, Out>[] = [];
  private running = false;

  constructor(private readonly run: (inputs: In[]) => Promise<Out[]>) {}

  submit(input: In): Promise<Out> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      if (this.waiting.length === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    if (this.running || this.waiting.length === 0) return;
    this.running = true;
    void this.runBatch(this.waiting.splice(0, MAX_BATCH)).finally(() => {
      this.running = false;
      this.flush();
    });
  }

  private async runBatch(batch: Waiting<In, Out>[]): Promise<void> {
    try {
      const outputs = await this.run(batch.map((waiting) => waiting.input));
      batch.forEach((waiting, index) => waiting.resolve(outputs[index]));
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      await Promise.all(batch.map((waiting) => this.run([waiting.input]).then(([output]) => waiting.resolve(output), waiting.reject)));
    }
  }
}
