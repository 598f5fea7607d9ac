// Where the banner's two crops apply: the 2:1 phone crop below 640 px, the whole artwork from there.
// Shared by the banner's <picture> and the home page's preload of its first slide.
export const BANNER_PHONE_MEDIA = "(max-width: 639px)"
export const BANNER_WIDE_MEDIA = "(min-width: 640px)"
