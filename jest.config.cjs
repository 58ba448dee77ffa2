// Every package's Jest tests in one run and one worker pool (`npm test`'s unit step, or
// `npx jest` here): a worker takes the next test file of any package, so both cores stay busy
// until the last file, where one run per package (lerna) left a core idle behind the service's
// long suites. Each package keeps its own jest.config.cjs (`npm test -w <pkg>` runs one).
const { workspaces } = require('./package.json');
const { existsSync } = require('node:fs');
const { availableParallelism } = require('node:os');
const path = require('node:path');

module.exports = {
  projects: workspaces
    .map((dir) => path.join(__dirname, dir))
    .filter((dir) => existsSync(path.join(dir, 'jest.config.cjs'))),
  // One and a half workers per core (three on the 2-core CI): the parent only collects results,
  // and a worker often waits on PostgreSQL or a timer, so a third fills the gaps (the whole unit
  // step 337 s with two workers, 290 s with three, on a quiet host on 2026-12-07).
  // (A percentage over 100 % is read by Jest as a plain number of workers, hence the count.)
  maxWorkers: Math.max(2, Math.floor(availableParallelism() * 1.5)),
};
