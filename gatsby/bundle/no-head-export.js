// Gatsby's Head API in the browser, for a site whose pages export no Head (the head is
// react-helmet's, src/components/seo.tsx; tests/unit/gatsby/bundle/bundle.test.ts keeps it so): there is
// nothing to render. Takes the place of Gatsby's .cache/head/head-export-handler-for-browser.js.
export function headHandlerForBrowser() {}
