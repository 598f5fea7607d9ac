// Node's stream module for the browser bundle: only TOML stream parsing, which the CMS never uses, needs it.
export default {}
