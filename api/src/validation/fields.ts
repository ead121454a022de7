/** The shared field schemas live in @tbs/rules/forms, where the web's forms read them too. */
export * from '@tbs/rules/forms';
