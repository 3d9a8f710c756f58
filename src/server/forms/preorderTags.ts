// Cache tag of the preorder bar, cleared when staff edit a campaign.
export const PREORDERS_TAG = 'preorder-campaigns'
