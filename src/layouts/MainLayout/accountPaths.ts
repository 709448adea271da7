/** Where the user menu's account settings lead (SPEC.md §2). */
export const ACCOUNT_SETTINGS_PATH = '/apps/user/account-profile/profile3';
