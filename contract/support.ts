/** Where readers write for help: the 403 page's "Contact support" and the search's "Let us know" both mail it. */
export const supportAddress = 'support@tideline.example';
