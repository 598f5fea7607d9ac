/**
 * Jest environments for a mutation run (`npm run test:mutation`; Stryker's workers set
 * STRYKER_MUTATOR_WORKER). They carry Stryker's recorder of the tests that reach each mutant, and they
 * stop a mutant's run at its first failing test: that test has killed the mutant, and Stryker's Jest
 * runner would otherwise run every other test that reaches it (Jest itself cannot stop a run at a
 * failure in one file), which makes a run several times longer (each content check test runs the whole
 * check). The first run, which sees which tests reach which mutant, runs every test.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- loaded by Jest as CommonJS, only in a mutation run */
const { mixinJestEnvironment } = require("@stryker-mutator/jest-runner")

/** The mutant (Stryker's __STRYKER_ACTIVE_MUTANT__) that a test of the current run has killed. */
let killed

function forMutationRun(Environment) {
  class StopAtFirstFailure extends Environment {
    async handleTestEvent(event, state) {
      await super.handleTestEvent?.(event, state)
      const mutant = process.env.__STRYKER_ACTIVE_MUTANT__
      if (mutant === undefined) return
      if (event.name === "test_done" && event.test.errors.length > 0) killed = mutant
      else if (event.name === "test_start" && killed === mutant) event.test.mode = "skip"
    }
  }
  return mixinJestEnvironment(StopAtFirstFailure)
}

module.exports = { forMutationRun }
