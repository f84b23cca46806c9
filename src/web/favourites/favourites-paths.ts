// The saved-venue endpoints (the page itself is authPaths.saved(): /saved).
export const favouritesApiPaths = {
  favourites: () => '/api/me/favourites',
  favourite: (venueId: number) => `/api/me/favourites/${venueId}`,
  mergeFavourites: () => '/api/me/favourites/merge',
} as const
