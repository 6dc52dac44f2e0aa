// `npm run bench`: builds, then runs each benchmark in turn and prints its figures.
import { runBundleBench } from './bundle.js';

const results: Record<string, boolean> = {};
results.bundle = await runBundleBench();

const failed = Object.entries(results).filter(([, ok]) => !ok);
if (failed.length) {
  console.error(`\nover target: ${failed.map(([name]) => name).join(', ')}`);
  process.exit(1);
}
