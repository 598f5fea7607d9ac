// The blog at build: posts sourced from the dashboard (read as dashboard-read.ts says) or the sample
// posts (source.ts), the services each post is about (related-services.ts), and their pages (pages.ts).
export { blogPostTypeDefs, sourceBlogPosts, sourcedDashboardDigest } from "./source"
export { createBlogResolvers } from "./related-services"
export { createBlogPages } from "./pages"
