import { Batcher } from './batcher';

/** A run the test finishes by hand, recording the inputs of each call. */
function controlledRun() {
  const calls: number[][] = [];
  const finish: (() => void)[] = [];
  const run = (inputs: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      calls.push(inputs);
      finish.push(() => (inputs.includes(13) ? reject(new Error('13 is refused')) : resolve(inputs.map((n) => n * 10))));
    });
  return { calls, finish, run };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('Batcher', () => {
  it('runs an idle batch at once; what arrives while it runs goes together in the next run, each caller getting its own answer', async () => {
    const { calls, finish, run } = controlledRun();
    const batcher = new Batcher(run);
    const first = batcher.submit(1);
    await turn();
    expect(calls).toEqual([[1]]);
    const more = [2, 3, 4].map((n) => batcher.submit(n));
    await turn();
    expect(calls).toHaveLength(1); // one run at a time
    finish[0]();
    expect(await first).toBe(10);
    await turn();
    expect(calls).toEqual([[1], [2, 3, 4]]);
    finish[1]();
    expect(await Promise.all(more)).toEqual([20, 30, 40]);
  });

  it('runs each input of a failed shared run on its own: only the faulty one fails', async () => {
    const { calls, finish, run } = controlledRun();
    const batcher = new Batcher(run);
    const answers = [12, 13, 14].map((n) => batcher.submit(n).catch((error: Error) => error.message));
    await turn();
    finish[0]();
    await turn();
    expect(calls).toEqual([[12, 13, 14], [12], [13], [14]]);
    finish.slice(1).forEach((done) => done());
    expect(await Promise.all(answers)).toEqual([120, '13 is refused', 140]);
  });

  it('puts at most 50 inputs in one run', async () => {
    const { calls, finish, run } = controlledRun();
    const batcher = new Batcher(run);
    const answers = Array.from({ length: 120 }, (_, n) => batcher.submit(2 * n)); // even: none is refused
    for (let i = 0; i < 3; i++) {
      await turn();
      finish[i]();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(calls.map((inputs) => inputs.length)).toEqual([50, 50, 20]);
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 120 }, (_, n) => 20 * n));
  });
});
