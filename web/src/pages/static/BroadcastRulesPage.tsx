import { Link } from 'react-router';

const broadcastRules = [
  'At most 5 broadcasts per list per contact per day.',
  'At most 5 broadcasts at the same time; then wait 30 minutes before sending more.',
  'At most 20 broadcasts per day in total.',
  'The same broadcast only once per week.',
  'Plain text only, no attachments.',
  'Send a broadcast only to the list it belongs to.',
  'Only IT-related wanted (WTB) or for-sale (WTS) content.',
];

/** The rules every broadcast must follow (spec part 1, section 9). */
export function BroadcastRulesPage() {
  return (
    <article className="page prose" data-testid="broadcast-rules-page">
      <h1>Broadcast Rules</h1>
      <BroadcastRulesContent />
    </article>
  );
}

/** The text of the rules: the page's and the compose modal's Broadcast Rules. */
export function BroadcastRulesContent() {
  return (
    <>
      <p className="page-lead">Broadcasts reach thousands of members. To keep them useful for everyone:</p>
      <ol className="rules-list">
        {broadcastRules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
      <p>
        Members who break these rules are removed from the broadcast lists and from the site. A broadcast that
        breaks a limit is refused with the reason, for example a duplicate broadcast or the daily limit.
      </p>
      <p>
        A broadcast may be resent after 3 days. Describe the condition of your goods with the{' '}
        <Link to="/grading-guidelines">Grading Guidelines</Link>.
      </p>
    </>
  );
}
