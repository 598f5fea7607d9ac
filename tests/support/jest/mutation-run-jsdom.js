// The jsdom environment of a mutation run (stryker.config.mjs names it): see mutation-run.js.
/* eslint-disable @typescript-eslint/no-require-imports -- loaded by Jest as CommonJS */
module.exports = require("./mutation-run").forMutationRun(require("jest-environment-jsdom").TestEnvironment)
