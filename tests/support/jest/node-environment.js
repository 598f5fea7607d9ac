/**
 * The Node environment of the build-side tests (`@jest-environment ./tests/support/jest/node-environment.js`).
 * In a mutation run (`npm run test:mutation`: Stryker's workers set STRYKER_MUTATOR_WORKER) it is
 * Stryker's own, which records the tests that reach each mutant: Stryker puts that recorder in the
 * environment jest.config.js names, but a docblock replaces that environment. Any other run gets
 * plain jest-environment-node, and never loads Stryker.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- only the environment chosen is loaded */
module.exports = process.env.STRYKER_MUTATOR_WORKER
  ? require("@stryker-mutator/jest-runner/jest-env/node")
  : require("jest-environment-node").TestEnvironment
