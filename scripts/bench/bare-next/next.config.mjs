/** The reference: a bare Next app with one prerendered page, built with the project's `next`. */
const config = { poweredByHeader: false };

export default config;
