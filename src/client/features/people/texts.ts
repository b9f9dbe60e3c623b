/** Words of the member directory and the profile pages. */
import type { RoleName } from '../../../contract/roles';
import { formatDate } from '../../lib/dates';

export const PEOPLE_TEXT = {
  title: 'Members',
  searchLabel: 'Search members',
  searchPlaceholder: 'Name or username',
  sortLabel: 'Order',
  sortNewest: 'Newest',
  sortName: 'Name A–Z',
  found: (count: number) => (count === 1 ? '1 member' : `${count} members`),
  empty: 'No member yet.',
  noMatch: (q: string) => `No member matches “${q}”.`,
  signInToSee: "Sign in to see the club's members.",
  signIn: 'Sign in',
  loadFailed: 'The members could not be loaded.',
  postsFailed: 'The posts could not be loaded.',
  profileFailed: 'This profile could not be loaded.',
  notFound: 'No member here: the profile does not exist or is not open.',
  memberSince: (date: string) => `Member since ${date}`,
  message: 'Message',
  editProfile: 'Edit profile',
  changePicture: 'Change picture',
  changeCover: 'Change cover',
  uploading: 'Uploading…',
  pictureChanged: 'Picture changed.',
  coverChanged: 'Cover changed.',
  noAbout: 'No about text yet.',
  aboutTitle: 'About',
  postsTitle: 'Posts',
  noPosts: 'No posts to show.',
  morePosts: 'More posts',
  emergencyTitle: 'Emergency contact',
  emergencyNote:
    'Someone to call if you ask for help on a ride: only the organiser and the sweep of a live ride you share on see it, and only during the ride.',
  emergencyName: 'Name',
  emergencyPhone: 'Phone',
  emergencySave: 'Save contact',
  emergencyRemove: 'Remove contact',
  emergencySaved: 'Emergency contact saved.',
  emergencyRemoved: 'Emergency contact removed.',
  ridesTitle: 'Rides',
  noRides: 'No rides joined yet',
  riddenTitle: 'Rides ridden',
  riddenSummary: (rides: number, distance: string) =>
    `${rides} ${rides === 1 ? 'ride' : 'rides'}, ${distance}, as the roll-calls marked them`,
  ridesFailed: 'The rides could not be loaded.',
  moreRides: 'More rides',
  contactTitle: 'Contact details',
  contactNote: "Visible only to you and the club's admins.",
  contactNoteAdmin: 'You see these as an admin; other members never do.',
  email: 'E-mail',
  phone: 'Phone',
  address: 'Address',
  dob: 'Date of birth',
  editTitle: 'Edit profile',
  fullName: 'Full name',
  about: 'About',
  aboutHint: (max: number) => `Up to ${max} characters, shown to everybody who opens your profile.`,
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Profile saved.',
  emailFixed: "Your e-mail is changed through the club's admins.",
  page: 'Pages',
} as const;

export const ROLE_LABEL: Record<RoleName, string> = {
  ROLE_USER: 'Member',
  ROLE_SELLER: 'Seller',
  ROLE_ADMIN: 'Admin',
  ROLE_DEV: 'Developer',
};

/** 'March 2026', the club's month. */
export function monthYear(iso: string): string {
  return formatDate(iso, 'month');
}
