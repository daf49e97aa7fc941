// A worker for the pool's tests: answers, fails, crashes or hangs as the task says.
export default async function run({ mode, value }) {
  if (mode === "fail") throw new Error(`refused ${value}`);
  // In a worker thread, process.exit ends the thread alone: a crash, as a native abort would be.
  if (mode === "crash") process.exit(7);
  if (mode === "hang") for (;;) {}
  return { doubled: value * 2 };
}
