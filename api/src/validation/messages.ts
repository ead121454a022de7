/** The validation messages live in @tbs/rules/forms, where the web's forms read them too. */
export { INVENTORY_MESSAGES, MESSAGES, specErrorMap } from '@tbs/rules/forms';
