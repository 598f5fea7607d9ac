// The build side of the editors' CMS (Decap CMS, source in cms/): where it saves and how editors sign
// in (backend.ts, from the CMS_* variables, checked before the build), its configuration generated
// from the content model (config.ts, fields.ts), its security policy and headers (security.ts), and
// the bundle and files written into public/admin/ after the build (build.ts).
import type { GatsbyNode } from "gatsby"
import { siteUrlOf } from "../content"
import { cmsBackend, CmsSetupError } from "./backend"

export { writeCms } from "./build"
export { cmsBackend, CmsSetupError, SIGN_IN_SCRIPT, type CmsBackend, type CmsEnv } from "./backend"
export { cmsContentSecurityPolicy, cmsHeaders, CMS_PATH } from "./security"

/** onPreBootstrap: a CMS setting that cannot work stops the build before it starts, naming the variable. */
export const checkCmsSetup: NonNullable<GatsbyNode["onPreBootstrap"]> = ({ reporter }) => {
  try {
    const backend = cmsBackend(process.env, siteUrlOf(process.cwd(), process.env))
    for (const warning of backend.warnings) reporter.warn(`CMS: ${warning}`)
  } catch (error) {
    if (!(error instanceof CmsSetupError)) throw error
    reporter.panicOnBuild(`CMS: ${error.message}`)
  }
}
