/**
 * remote-account's URL map (docs/decisions.md D1): each page's address and the exposed module that draws it. The
 * host's route table and menu, this remote's mount() and every link to these pages are built from it, so an
 * address is written once. A map holds only addresses: any app may import it (biome.jsonc).
 */
export const accountPages = {
  fleetPlans: { path: '/pages/settings', page: 'FleetPlansPage' },
  storeProfile: { path: '/pages/business', page: 'BusinessProfilePage' },
  ownProfile: { path: '/pages/user', page: 'UserProfilePage' },
  staffProfiles: { path: '/pages/profiles-config', page: 'StaffProfilesPage' },
  createProfile: { path: '/pages/create-profile', page: 'CreateProfilePage' },
  roles: { path: '/pages/roles', page: 'RolesPage' },
  wallet: { path: '/pages/wallet', page: 'WalletPage' },
} as const;
