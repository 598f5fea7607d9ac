// The build side of the editors' CMS (Decap CMS, source in cms/): its configuration generated from
// the content model (config.ts, fields.ts), its security policy (security.ts), and the bundle and
// files written into public/admin/ after the build (build.ts).
export { writeCms } from "./build"
export { cmsContentSecurityPolicy, CMS_PATH } from "./security"
