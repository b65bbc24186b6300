/** The brand's primary colour, alone: what the spinner needs, without the theme object a remote would then bundle. */
export const BRAND_PRIMARY = '#1f4fd8';
