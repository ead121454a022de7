/**
 * The boundaries of the codebase, checked by `npm run lint:deps` (part of `npm run lint`, so of `npm test`).
 * dependency-cruiser reads every import, type-only and dynamic ones included, resolved as Node resolves them
 * (each package's `exports`). docs/architecture.md draws the same map.
 */
import { readFileSync } from 'node:fs';
import { URL } from 'node:url';

/** The npm workspaces: one folder, one package. */
const WORKSPACES = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')).workspaces;

/** Each workspace's declared entry points (the files its package.json `exports` names), as path patterns. */
const ENTRY_POINTS = WORKSPACES.flatMap((workspace) => {
  const manifest = JSON.parse(readFileSync(new URL(`${workspace}/package.json`, import.meta.url), 'utf8'));
  return Object.values(manifest.exports ?? {}).map(
    (file) => `^${workspace}/${file.slice(2).replaceAll('.', '\\.')}$`,
  );
});

const ANY_WORKSPACE = `^(${WORKSPACES.join('|')})/`;

/** A test file, or the test support of a package (api/src/test/). */
const TEST_CODE = ['\\.test\\.tsx?$', '^api/src/test/'];

export default {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import cycles, type-only ones included: a cycle is a module that cannot be read on its own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'only-entry-points',
      comment:
        "Across workspaces only a package's declared entry points (package.json `exports`) are imported: what a " +
        'package does not export is its own business. Export it from an entry point instead of reaching in.',
      severity: 'error',
      from: { path: `^(${WORKSPACES.join('|')}|e2e)/` },
      to: { path: ANY_WORKSPACE, pathNot: ['^$1/', ...ENTRY_POINTS] },
    },
    {
      name: 'api-not-worker',
      comment:
        "The api never runs worker code: they share @tbs/contracts and @tbs/search. Only the api's tests and " +
        'its test server (api/src/test/) may drive the worker in-process, through @tbs/worker/testing (the ' +
        'outbox drainer, the mail worker and forwarder, the broadcast consumers).',
      severity: 'error',
      from: { path: '^api/', pathNot: TEST_CODE },
      to: { path: '^worker/' },
    },
    {
      name: 'worker-only-through-testing',
      comment:
        'Tests of the api and of the search engine drive the worker only through @tbs/worker/testing; the search ' +
        'engine itself never imports the worker (the worker imports it).',
      severity: 'error',
      from: { path: '^(api|search)/' },
      to: { path: '^worker/', pathNot: '^worker/src/testing\\.ts$' },
    },
    {
      name: 'search-not-worker',
      comment:
        'The search engine is read by the api and written by the worker; only its tests index through the worker.',
      severity: 'error',
      from: { path: '^search/', pathNot: TEST_CODE },
      to: { path: '^worker/' },
    },
    {
      name: 'shared-packages-stay-below',
      comment:
        'config, rules, db and contracts are what the processes share: they import no process (api, worker, ' +
        'web), no search engine and no script. rules is pure and also runs in the browser.',
      severity: 'error',
      from: { path: '^(config|rules|db|contracts)/' },
      to: { path: '^(api|worker|web|search|scripts|e2e)/' },
    },
    {
      name: 'rules-stay-pure',
      comment: 'rules/ is pure (no I/O) and runs in the browser too: it imports none of our packages.',
      severity: 'error',
      from: { path: '^rules/' },
      to: { path: ANY_WORKSPACE, pathNot: '^rules/' },
    },
    {
      name: 'web-only-rules',
      comment:
        'The web app talks to the api over HTTP (its types from the OpenAPI contract); of our packages it imports rules alone.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: ANY_WORKSPACE, pathNot: '^(web|rules)/' },
    },
    {
      name: 'routes-above-commands',
      comment:
        'Inside api/src, routes/ (HTTP: schemas, handlers) call commands/, queries/ and presenters/, never the ' +
        'reverse: what those need of a route schema (a view, a message, a limit) lives below the route.',
      severity: 'error',
      from: { path: '^api/src/(commands|queries|presenters)/' },
      to: { path: '^api/src/routes/' },
    },
    {
      name: 'pages-not-sibling-pages',
      comment:
        'A page folder of the web app (web/src/pages/X) imports no other page folder: what two pages share is a ' +
        'component (web/src/components/), a formatter (format/) or a query (queries/).',
      severity: 'error',
      from: { path: '^web/src/pages/([^/]+)/' },
      to: { path: '^web/src/pages/', pathNot: '^web/src/pages/$1/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import must resolve (a package subpath that is not an entry point does not).',
      severity: 'error',
      from: {},
      // The web's OpenAPI types are generated by `npm run typecheck`, not committed.
      to: { couldNotResolve: true, pathNot: '/generated/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '^web/src/api/generated/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'],
      // Type-only packages (@types/geojson) have no main file, only types.
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
