import { defineTexts, t } from '../../../contract/i18n/texts';

/** The dashboard's frame: its tabs, the sign-in prompt and a role's heading. */
export const DASHBOARD_TEXT = defineTexts({
  accountCheckFailed: /*i18n*/ {
    id: 'Your account could not be checked: the dashboard needs the server',
  },
  title: /*i18n*/ { id: 'Dashboard' },
  tabs: /*i18n*/ { id: 'Dashboards' },
  signInTitle: /*i18n*/ { id: 'Sign in to see your dashboard' },
  signInText: /*i18n*/ { id: 'Dashboards show what your roles in the club let you manage.' },
  signIn: /*i18n*/ { id: 'Sign in' },
  notAllowed: /*i18n*/ { id: 'You are not allowed to see this dashboard.' },
  /** `role` is the role's name as the tabs show it ('Admin'). */
  notAllowedText: (role: string) =>
    t(/*i18n*/ { id: 'The {role} dashboard is for members who hold the {role} role.' }, { role }),
  roleDashboard: (role: string) => t(/*i18n*/ { id: '{role} dashboard' }, { role }),
});
