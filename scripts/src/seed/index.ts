/** The demo-world generator: programmatic entry point for tests, the e2e harness and tools. */
export { seedDemoWorld, SEED_DEFAULTS, REFERENCE_TABLES, type SeedOptions, type SeedResult } from './seed.ts';
export { DEMO_ACCOUNTS, DEMO_TOTP_SECRET, type DemoAccount, type DemoAccountKey } from './demoAccounts.ts';
