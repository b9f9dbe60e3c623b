/**
 * The live ride screens' own words. The server's messages, the help reasons and the privacy
 * note a rider reads before sharing come from contract/ride-live-constants.ts: read from there
 * each time they are drawn.
 */
import { defineTexts, t } from '../../../../contract/i18n/texts';
import {
  HELP_REASON_LABELS,
  LIVE_ALERT_LABELS,
  RIDE_LIVE_TEXT,
  type HelpReason,
  type LiveAlertCause,
} from '../../../../contract/ride-live-constants';

export const LIVE_TEXT = defineTexts({
  shareSwitch: /*i18n*/ { id: 'Share my position' },
  sharingExplainer: () => RIDE_LIVE_TEXT.sharingExplainer,
  webAppWhileOpen: () => RIDE_LIVE_TEXT.webAppWhileOpen,
  screenStaysOn: /*i18n*/ { id: 'The screen stays on while you share.' },
  noGeolocation: /*i18n*/ { id: 'This browser cannot tell your position.' },
  locationRefused: /*i18n*/ {
    id: 'Your position is not allowed for this app: allow it in the browser to share.',
  },
  ended: /*i18n*/ { id: 'Live day has ended for this ride.' },
  whoSees: /*i18n*/ { id: 'Who can see your position' },
  audienceOrganiser: (name: string) => t(/*i18n*/ { id: '{name} (organiser)' }, { name }),
  audienceRiders: (count: number) =>
    t(
      /*i18n*/ {
        id: '{count, plural, =0 {No other riders going} one {# other rider going} other {# other riders going}}',
      },
      { count },
    ),
  audienceAdmins: (count: number) =>
    t(/*i18n*/ { id: '{count, plural, one {# club admin} other {# club admins}}' }, { count }),
  keptUntil: (when: string) => t(/*i18n*/ { id: 'Deleted after {when}' }, { when }),
  mapHeading: /*i18n*/ { id: 'Live map' },
  mapLabel: (ride: string) => t(/*i18n*/ { id: 'Live map of {ride}' }, { ride }),
  ridersHeading: /*i18n*/ { id: 'Riders sharing' },
  nobodySharing: /*i18n*/ { id: 'Nobody is sharing a position yet.' },
  noPositionYet: /*i18n*/ { id: 'no position yet' },
  leader: /*i18n*/ { id: 'Leader' },
  sweep: /*i18n*/ { id: 'Sweep' },
  quiet: /*i18n*/ { id: 'not heard from' },
  dotLabel: (name: string, role: string | null, age: string, quiet: boolean) =>
    [name, role, quiet ? t(/*i18n*/ { id: '{age}, not heard from' }, { age }) : age]
      .filter(Boolean)
      .join(', '),
  ago: (ms: number) => {
    const seconds = Math.floor(ms / 1000);
    if (seconds < 5) return t(/*i18n*/ { id: 'now', comment: 'How old a position on the map is' });
    if (seconds < 60) return t(/*i18n*/ { id: '{seconds} s ago' }, { seconds });
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60) return t(/*i18n*/ { id: '{minutes} min ago' }, { minutes });
    return t(/*i18n*/ { id: '{hours} h ago' }, { hours: Math.floor(minutes / 60) });
  },
  needHelp: /*i18n*/ { id: 'I need help' },
  helpTitle: /*i18n*/ { id: 'Ask for help' },
  reasonLabel: /*i18n*/ { id: 'What happened?' },
  noteLabel: /*i18n*/ { id: 'Anything to add (optional)' },
  sendHelp: /*i18n*/ { id: 'Send for help' },
  helpSentTo: /*i18n*/ { id: 'The organiser and the sweep get it with your last position.' },
  helpOpen: (reason: HelpReason) =>
    t(/*i18n*/ { id: 'Help asked: {reason}' }, { reason: HELP_REASON_LABELS[reason] }),
  helpWaiting: /*i18n*/ { id: 'Waiting for a signal to send' },
  resolved: /*i18n*/ { id: 'Resolved' },
  loadFailed: /*i18n*/ { id: 'The live ride could not be loaded.' },
  alertCause: (cause: LiveAlertCause) => LIVE_ALERT_LABELS[cause],
  // The organiser's ride-day view.
  rollCallHeading: /*i18n*/ { id: 'Roll-call' },
  rollCallCount: (present: number, expected: number) =>
    t(/*i18n*/ { id: '{present} of {expected} checked in' }, { present, expected }),
  liveCount: (sharing: number) => t(/*i18n*/ { id: '{sharing} sharing live' }, { sharing }),
  crewHeading: /*i18n*/ { id: 'Leader and sweep' },
  leaderLabel: /*i18n*/ { id: 'Leader' },
  leaderPlaceholder: /*i18n*/ { id: 'The organiser leads' },
  sweepLabel: /*i18n*/ { id: 'Sweep' },
  sweepPlaceholder: /*i18n*/ { id: 'Nobody sweeps' },
  saveCrew: /*i18n*/ { id: 'Save leader and sweep' },
  crewSaved: /*i18n*/ { id: 'Leader and sweep saved.' },
  endLive: /*i18n*/ { id: 'End live day now' },
  endLiveTitle: /*i18n*/ { id: 'End live day?' },
  endLiveQuestion: /*i18n*/ {
    id: 'Every rider stops sharing and alerts stop. This cannot be undone.',
  },
  endLiveConfirm: /*i18n*/ { id: 'End live day' },
  alertsHeading: /*i18n*/ { id: 'Riders to check on' },
  noAlerts: /*i18n*/ { id: 'No rider is behind, stopped or quiet.' },
  helpHeading: /*i18n*/ { id: 'Help asked' },
  noHelp: /*i18n*/ { id: 'Nobody has asked for help.' },
  threadHeading: /*i18n*/ { id: 'Ride chat' },
});
