/** @tbs/scripts/testing: the staff commands the browser tests run in-process, as staff would at the console. */
export { runStaffCommand, testStaffServices } from './staff/runStaff.ts';
export { invoiceRemindersCommand } from './staff/invoiceReminders.ts';
export { approve } from './staff/registrations.ts';
