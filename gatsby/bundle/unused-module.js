// What the site's browser bundle gets in place of the Gatsby modules listed in gatsby/bundle/index.ts:
// code that never runs in its production pages. Empty on purpose.
