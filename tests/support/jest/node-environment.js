/**
 * The Node environment of the build-side tests (`@jest-environment ./tests/support/jest/node-environment.js`).
 * In a mutation run (`npm run test:mutation`: Stryker's workers set STRYKER_MUTATOR_WORKER) it is the
 * one of mutation-run.js: Stryker gives its recorder to the environment jest.config.js names, but a
 * docblock replaces that one. Any other run gets plain jest-environment-node, and never loads Stryker.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- only the environment chosen is loaded */
const { TestEnvironment } = require("jest-environment-node")

module.exports = process.env.STRYKER_MUTATOR_WORKER
  ? require("./mutation-run").forMutationRun(TestEnvironment)
  : TestEnvironment
