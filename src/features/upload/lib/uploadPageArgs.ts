/** Arguments of `ClientCompany.unprocessedSourceFiles` in the upload page query; the store
 * keys the list by them, so updaters must use the same. */
export const UNPROCESSED_SOURCE_FILES_ARGS = { first: 200 } as const;

/** How often the page asks for news while files are uploading or in processing. */
export const LIVE_REFRESH_INTERVAL_MS = 1_500;
