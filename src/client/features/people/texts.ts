/** Words of the member directory and the profile pages. */
import { defineTexts, t } from '../../../contract/i18n/texts';
import { formatDate } from '../../lib/dates';

export const PEOPLE_TEXT = defineTexts({
  title: /*i18n*/ { id: 'Members' },
  searchLabel: /*i18n*/ { id: 'Search members' },
  searchPlaceholder: /*i18n*/ { id: 'Name or username' },
  sortLabel: /*i18n*/ { id: 'Order' },
  sortNewest: /*i18n*/ { id: 'Newest' },
  sortName: /*i18n*/ { id: 'Name A–Z' },
  found: (count: number) =>
    t(/*i18n*/ { id: '{count, plural, one {# member} other {# members}}' }, { count }),
  empty: /*i18n*/ { id: 'No member yet.' },
  noMatch: (q: string) => t(/*i18n*/ { id: 'No member matches “{q}”.' }, { q }),
  signInToSee: /*i18n*/ { id: "Sign in to see the club's members." },
  signIn: /*i18n*/ { id: 'Sign in' },
  loadFailed: /*i18n*/ { id: 'The members could not be loaded.' },
  postsFailed: /*i18n*/ { id: 'The posts could not be loaded.' },
  profileFailed: /*i18n*/ { id: 'This profile could not be loaded.' },
  notFound: /*i18n*/ { id: 'No member here: the profile does not exist or is not open.' },
  memberSince: (date: string) => t(/*i18n*/ { id: 'Member since {date}' }, { date }),
  message: /*i18n*/ { id: 'Message' },
  editProfile: /*i18n*/ { id: 'Edit profile' },
  changePicture: /*i18n*/ { id: 'Change picture' },
  changeCover: /*i18n*/ { id: 'Change cover' },
  uploading: /*i18n*/ { id: 'Uploading…' },
  /** The progress bar of a picture's upload, named for its button ('Change picture'). */
  uploadingNamed: (label: string) => t(/*i18n*/ { id: 'Uploading… {label}' }, { label }),
  pictureChanged: /*i18n*/ { id: 'Picture changed.' },
  coverChanged: /*i18n*/ { id: 'Cover changed.' },
  noAbout: /*i18n*/ { id: 'No about text yet.' },
  aboutTitle: /*i18n*/ { id: 'About' },
  postsTitle: /*i18n*/ { id: 'Posts' },
  noPosts: /*i18n*/ { id: 'No posts to show.' },
  morePosts: /*i18n*/ { id: 'More posts' },
  emergencyTitle: /*i18n*/ { id: 'Emergency contact' },
  emergencyNote: /*i18n*/ {
    id: 'Someone to call if you ask for help on a ride: only the organiser and the sweep of a live ride you share on see it, and only during the ride.',
  },
  emergencyName: /*i18n*/ { id: 'Name' },
  emergencyPhone: /*i18n*/ { id: 'Phone' },
  emergencySave: /*i18n*/ { id: 'Save contact' },
  emergencyRemove: /*i18n*/ { id: 'Remove contact' },
  emergencySaved: /*i18n*/ { id: 'Emergency contact saved.' },
  emergencyRemoved: /*i18n*/ { id: 'Emergency contact removed.' },
  ridesTitle: /*i18n*/ { id: 'Rides' },
  noRides: /*i18n*/ { id: 'No rides joined yet' },
  riddenTitle: /*i18n*/ { id: 'Rides ridden' },
  riddenSummary: (rides: number, distance: string) =>
    t(
      /*i18n*/ {
        id: '{rides, plural, one {# ride, {distance}, as the roll-calls marked them} other {# rides, {distance}, as the roll-calls marked them}}',
      },
      { rides, distance },
    ),
  ridesFailed: /*i18n*/ { id: 'The rides could not be loaded.' },
  moreRides: /*i18n*/ { id: 'More rides' },
  contactTitle: /*i18n*/ { id: 'Contact details' },
  contactNote: /*i18n*/ { id: "Visible only to you and the club's admins." },
  contactNoteAdmin: /*i18n*/ { id: 'You see these as an admin; other members never do.' },
  email: /*i18n*/ { id: 'E-mail' },
  phone: /*i18n*/ { id: 'Phone' },
  address: /*i18n*/ { id: 'Address' },
  dob: /*i18n*/ { id: 'Date of birth' },
  editTitle: /*i18n*/ { id: 'Edit profile' },
  fullName: /*i18n*/ { id: 'Full name' },
  about: /*i18n*/ { id: 'About' },
  aboutHint: (max: number) =>
    t(
      /*i18n*/ { id: 'Up to {max} characters, shown to everybody who opens your profile.' },
      { max },
    ),
  save: /*i18n*/ { id: 'Save' },
  cancel: /*i18n*/ { id: 'Cancel' },
  saved: /*i18n*/ { id: 'Profile saved.' },
  emailFixed: /*i18n*/ { id: "Your e-mail is changed through the club's admins." },
  page: /*i18n*/ { id: 'Pages' },
});

export const ROLE_LABEL = defineTexts({
  ROLE_USER: /*i18n*/ { id: 'Member' },
  ROLE_SELLER: /*i18n*/ { id: 'Seller' },
  ROLE_ADMIN: /*i18n*/ { id: 'Admin' },
  ROLE_DEV: /*i18n*/ { id: 'Developer' },
});

/** 'March 2026', the club's month. */
export function monthYear(iso: string): string {
  return formatDate(iso, 'month');
}
