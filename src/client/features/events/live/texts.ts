/**
 * The live ride screens' own words. The server's messages, the help reasons and the privacy
 * note a rider reads before sharing come from contract/ride-live-constants.ts.
 */
import {
  HELP_REASON_LABELS,
  LIVE_ALERT_LABELS,
  RIDE_LIVE_TEXT,
  type HelpReason,
} from '../../../../contract/ride-live-constants';

export const LIVE_TEXT = {
  shareSwitch: 'Share my position',
  sharingExplainer: RIDE_LIVE_TEXT.sharingExplainer,
  webAppWhileOpen: RIDE_LIVE_TEXT.webAppWhileOpen,
  screenStaysOn: 'The screen stays on while you share.',
  noGeolocation: 'This browser cannot tell your position.',
  locationRefused: 'Your position is not allowed for this app: allow it in the browser to share.',
  ended: 'Live day has ended for this ride.',
  whoSees: 'Who can see your position',
  audienceOrganiser: (name: string) => `${name} (organiser)`,
  audienceRiders: (count: number) =>
    count === 0 ? 'No other riders going' : `${count} other rider${count === 1 ? '' : 's'} going`,
  audienceAdmins: (count: number) => `${count} club admin${count === 1 ? '' : 's'}`,
  keptUntil: (when: string) => `Deleted after ${when}`,
  mapHeading: 'Live map',
  mapLabel: (ride: string) => `Live map of ${ride}`,
  ridersHeading: 'Riders sharing',
  nobodySharing: 'Nobody is sharing a position yet.',
  noPositionYet: 'no position yet',
  leader: 'Leader',
  sweep: 'Sweep',
  quiet: 'not heard from',
  dotLabel: (name: string, role: string | null, age: string, quiet: boolean) =>
    [name, role, quiet ? `${age}, not heard from` : age].filter(Boolean).join(', '),
  ago: (ms: number) => {
    const seconds = Math.floor(ms / 1000);
    if (seconds < 5) return 'now';
    if (seconds < 60) return `${seconds} s ago`;
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60) return `${minutes} min ago`;
    return `${Math.floor(minutes / 60)} h ago`;
  },
  needHelp: 'I need help',
  helpTitle: 'Ask for help',
  reasonLabel: 'What happened?',
  noteLabel: 'Anything to add (optional)',
  sendHelp: 'Send for help',
  helpSentTo: 'The organiser and the sweep get it with your last position.',
  helpOpen: (reason: HelpReason) => `Help asked: ${HELP_REASON_LABELS[reason]}`,
  helpWaiting: 'Waiting for a signal to send',
  resolved: 'Resolved',
  loadFailed: 'The live ride could not be loaded.',
  alertCause: LIVE_ALERT_LABELS,
  // The organiser's ride-day view.
  rollCallHeading: 'Roll-call',
  rollCallCount: (present: number, expected: number) => `${present} of ${expected} checked in`,
  liveCount: (sharing: number) => `${sharing} sharing live`,
  crewHeading: 'Leader and sweep',
  leaderLabel: 'Leader',
  leaderPlaceholder: 'The organiser leads',
  sweepLabel: 'Sweep',
  sweepPlaceholder: 'Nobody sweeps',
  saveCrew: 'Save leader and sweep',
  crewSaved: 'Leader and sweep saved.',
  endLive: 'End live day now',
  endLiveTitle: 'End live day?',
  endLiveQuestion: 'Every rider stops sharing and alerts stop. This cannot be undone.',
  endLiveConfirm: 'End live day',
  alertsHeading: 'Riders to check on',
  noAlerts: 'No rider is behind, stopped or quiet.',
  helpHeading: 'Help asked',
  noHelp: 'Nobody has asked for help.',
  threadHeading: 'Ride chat',
} as const;
