// A jest reporter that ends the run with one plain line, `tests: N passed, N failed[, N skipped]`, and
// keeps it in .test-data/closing-line.txt so that .ci/run can print it again as the run's last line
// (the store teardown prints after reporters). Jest's own summary says "N passed, N total", which
// a reader of the run's closing lines cannot tell from a run that executed nothing.
import { mkdirSync, writeFileSync } from 'node:fs';
import process from 'node:process';

export default class ClosingLine {
  /** @param {{ numPassedTests: number, numFailedTests: number, numPendingTests: number, numTodoTests: number }} results */
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const line =
      `tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed` +
      (skipped > 0 ? `, ${skipped} skipped` : '');
    mkdirSync('.test-data', { recursive: true });
    writeFileSync('.test-data/closing-line.txt', `${line}\n`);
    process.stdout.write(`${line}\n`);
  }
}
