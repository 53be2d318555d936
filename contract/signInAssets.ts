/** The list of files the sign-in page needs, written at the root of the public build (plugins/sign-in-assets). */
export const signInAssetsFile = 'sign-in-assets.json';
