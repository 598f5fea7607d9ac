/**
 * Mutation testing (StrykerJS): `npm run test:mutation`. Stryker changes the code of src/lib and
 * gatsby/content one small way at a time (a mutant) and runs the unit tests that reach it; a mutant
 * they all pass is a promise of that code no test holds. Not part of `npm test`: it takes hours on a
 * busy two-core machine. The command, its time, the score and the survivors left on purpose:
 * docs/testing.md#mutation-testing.
 */
import fs from "node:fs"
import { functionRanges } from "./scripts/mutation.mjs"

// What git leaves out (builds, caches, reports, secrets) stays out of Stryker's copy of the project.
const gitIgnored = fs
  .readFileSync(".gitignore", "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"))

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  // The functions of src/lib and gatsby/content, not what runs once as a module loads: Stryker's Jest
  // runner switches a mutant on only after that, so a static mutant would survive whatever the tests
  // hold (scripts/mutation.mjs). `--mutate <file>` runs a whole file, its static mutants too.
  mutate: functionRanges(["src/lib", "gatsby/content"]),
  testRunner: "jest",
  // The unit tests only; jest.config.js makes the source folders roots so that Jest's
  // --findRelatedTests finds a test that reaches src/lib through a component. Their jsdom
  // environment, like the Node one, stops a mutant's run at its first failing test
  // (tests/support/jest/mutation-run.js).
  jest: {
    projectType: "custom",
    configFile: "jest.config.js",
    config: { testEnvironment: "./tests/support/jest/mutation-run-jsdom.js" },
    enableFindRelatedTests: true,
  },
  coverageAnalysis: "perTest",
  // Static mutants (in a constant built once, when a module loads, such as the blog's HTML policy or a
  // content model) are left out: `mutate` names only functions, and Stryker leaves out any it finds
  // static itself. The score counts all but them (`node scripts/mutation.mjs score`). A policy is a
  // promise all the same: its tests name what it keeps and drops, and a change to it is checked by
  // hand (docs/testing.md#mutation-testing).
  ignoreStatic: true,
  // Two cores shared by several engineers: `npm run test:mutation -- --concurrency 1` to leave one free.
  concurrency: 2,
  // A busy machine slows a test run several times over, and a time-out counts as a kill: allow
  // plenty. A mutant that loops is caught sooner, by Stryker counting how often its code runs.
  timeoutFactor: 2,
  timeoutMS: 30000,
  // A fresh Jest runner every 20 mutants: a runner reused for hundreds grew past 1 GB and slowed a
  // run of src/lib/blog to 2 mutants a minute.
  maxTestRunnerReuse: 20,
  ignorePatterns: gitIgnored,
  tempDirName: ".stryker-tmp",
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  incrementalFile: "reports/mutation/incremental.json",
  clearTextReporter: { allowColor: false, reportTests: false, logTests: false },
}
