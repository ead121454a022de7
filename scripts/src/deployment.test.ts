import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

const compose = await readFile(new URL('../../docker-compose.yml', import.meta.url), 'utf8');
/** The file without its comments, which name what it must not do. */
const composeSettings = compose.replace(/#.*$/gm, '');

/** The text of one service's block (from its name to the next top-level service). */
function service(name: string): string {
  const start = composeSettings.indexOf(`\n  ${name}:\n`);
  expect(start, `service ${name}`).toBeGreaterThanOrEqual(0);
  const rest = composeSettings.slice(start + 1);
  const end = rest.slice(1).search(/\n {2}[a-z]+:\n|\n[a-z]+:/);
  return end < 0 ? rest : rest.slice(0, end + 1);
}

describe('docker-compose.yml, a production deployment', () => {
  it('seeds no demo world', () => {
    expect(composeSettings).not.toMatch(/\bseed\b/);
    expect(service('migrate')).toMatch(/db:migrate/);
  });

  it('publishes only the proxy; the api is reachable on the compose network alone', () => {
    expect(composeSettings.match(/^\s+ports:/gm)).toHaveLength(1);
    expect(service('web')).toMatch(/ports:/);
    expect(service('api')).not.toMatch(/ports:/);
  });

  it("believes X-Forwarded-For only from the proxy's own address", () => {
    const trusted = /TRUST_PROXY:\s*'?([^'\n]+)'?/.exec(service('api'))?.[1]?.trim();
    const proxyAddress = /ipv4_address:\s*(\S+)/.exec(service('web'))?.[1];
    expect(proxyAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(trusted).toBe(proxyAddress);
  });

  it('runs in production and asks for the secrets instead of defaulting them', () => {
    expect(composeSettings).toMatch(/NODE_ENV: production/);
    for (const secret of [
      'PART_TOKEN_KEY',
      'CAPTCHA_HMAC_KEY',
      'SMTP_URL',
      'MAIL_FROM',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ])
      expect(composeSettings).toMatch(new RegExp(`${secret}: \\$\\{${secret}:\\?`));
    // The simulated card provider is for development: production takes payments through Stripe.
    expect(composeSettings).toMatch(/PAYMENT_PROVIDER: stripe/);
  });
});

describe('Dockerfile', () => {
  it("copies every workspace's package.json before npm ci, so the install resolves every workspace", async () => {
    const dockerfile = await readFile(new URL('../../Dockerfile', import.meta.url), 'utf8');
    const { workspaces } = JSON.parse(
      await readFile(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as { workspaces: string[] };
    const beforeInstall = dockerfile.slice(0, dockerfile.indexOf('RUN npm ci'));
    for (const workspace of workspaces) {
      expect(beforeInstall).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    }
  });
});
