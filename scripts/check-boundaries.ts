// House rule 5, enforced: run by `npm test` (npm run check:boundaries).
import { checkTree } from './boundaries.js';

const { files, violations } = checkTree(process.cwd());
if (violations.length) {
  for (const v of violations) {
    console.error(
      v.specifier ? `${v.file}: imports '${v.specifier}': ${v.rule}` : `${v.file}: ${v.rule}`,
    );
  }
  console.error(`\n${violations.length} boundary violation(s).`);
  process.exit(1);
}
console.log(`boundaries: ${files} files checked, no violations`);
