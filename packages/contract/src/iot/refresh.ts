/**
 * Forced refreshes of one card within this many seconds of its last carrier read answer that
 * read, and refreshes sent together share one read: a tapping holder never floods the carrier.
 */
export const SIM_REFRESH_COALESCE_SECONDS = 5;
