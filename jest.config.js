/**
 * Unit and component tests (Jest + Testing Library), fast and with no outside program; the slow ones
 * (a real build, PHP) are in tests/integration (jest.integration.config.mjs), browser tests in tests/e2e.
 */
module.exports = {
  testEnvironment: "jsdom",
  // __mocks__ must be a root for its gatsby.tsx to replace the gatsby package. The source folders and
  // tests/support are roots too, though they hold no test, so that `--findRelatedTests` (the mutation
  // run's way of choosing tests) can follow a test through a component or a fixture to the src/lib
  // file it uses: Jest follows imports only through files under a root.
  roots: [
    "<rootDir>/tests/unit",
    "<rootDir>/tests/support",
    "<rootDir>/__mocks__",
    "<rootDir>/src",
    "<rootDir>/gatsby",
    "<rootDir>/cms",
    "<rootDir>/scripts",
  ],
  testMatch: ["<rootDir>/tests/**/*.test.[jt]s?(x)"],
  transform: { "^.+\\.[jt]sx?$": ["babel-jest", { configFile: "./tests/support/jest/babel.config.js" }] },
  moduleNameMapper: {
    // marked ships modern ESM (private class methods); its UMD build needs no transform.
    "^marked$": "<rootDir>/node_modules/marked/lib/marked.umd.js",
    "\\.(css)$": "identity-obj-proxy",
    "\\.(svg|png|jpg|jpeg|webp)$": "<rootDir>/tests/support/jest/file-stub.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "public"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  setupFilesAfterEnv: ["<rootDir>/tests/support/jest/setup.ts"],
}
