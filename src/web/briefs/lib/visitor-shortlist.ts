// A visitor's shortlist, kept in this browser (an account's lives on the server, ../api). At
// sign-in it joins the account's (merge-visitor-shortlist.ts), then leaves the browser.
import { storedIdList } from '~/web/lib/stored-id-list'

export const visitorShortlist = storedIdList('bountiful:shortlist')
