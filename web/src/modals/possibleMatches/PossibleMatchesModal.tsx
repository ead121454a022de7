import { useEffect, useState } from 'react';
import { isOn } from '../../api/types.ts';
import { formatShortDateTime } from '../../format/dates.ts';
import {
  usePossibleMatches,
  usePossibleStock,
  useSetPossibleMatchesDisabled,
  type PossibleStockPayload,
} from '../../queries/possibleMatches.ts';
import { useCurrentUser } from '../../stores/session.ts';
import { notifyError } from '../../stores/snackbars.ts';
import { Modal } from '../Modal.tsx';
import { methodNotice, possibleMatchRows, staysShut, type PossibleMatchRow } from './possibleMatchRows.ts';
import './possibleMatches.css';

interface PossibleMatchesModalProps {
  broadcastId: number;
  onClose(): void;
  /**
   * Asked for from the own-broadcasts menu: shown even when the member turned possible matches off. Without it
   * (after sending) the modal stays shut for such a member: the stricter reading of the flag.
   */
  isFromOwnBroadcasts?: boolean;
}

/**
 * The possible matches of an own broadcast: the old and the AI method's results (at most 10 each, similarity
 * in percent, each opening the broadcast in a new tab; the AI list says so when its model is missing), for a WTB
 * a third list of members' stock lines that answer it (AI method, as parts search shows them to members), and
 * "Don't show these possible broadcast matches again". Opens once the old method's results are there.
 */
export function PossibleMatchesModal({
  broadcastId,
  onClose,
  isFromOwnBroadcasts = false,
}: PossibleMatchesModalProps) {
  const user = useCurrentUser();
  const userDisabled = isOn(user?.possibleMatchesDisabled);
  // Decided when the modal opened: ticking the box must not close the modal under the member's eyes.
  const [disabledAtOpen] = useState(userDisabled);
  const serviceOnly = isOn(user?.isServiceOnly);
  const shutForUser = staysShut({ disabled: disabledAtOpen, serviceOnly }, isFromOwnBroadcasts);
  const old = usePossibleMatches(broadcastId, 'old', isFromOwnBroadcasts, !shutForUser);
  const ai = usePossibleMatches(broadcastId, 'ai', isFromOwnBroadcasts, !shutForUser);
  const stock = usePossibleStock(broadcastId, isFromOwnBroadcasts, !shutForUser);
  const setDisabled = useSetPossibleMatchesDisabled();
  const [checked, setChecked] = useState(userDisabled);
  const shut =
    shutForUser ||
    (old.isSuccess && staysShut({ disabled: false, serviceOnly }, isFromOwnBroadcasts, old.data));

  useEffect(() => {
    if (shut) onClose();
  }, [shut, onClose]);

  if (shut || old.isPending) return null;

  // The box shows the choice at once; the stored user follows with the answer's X-Updated-User.
  const toggle = (disabled: boolean) => {
    setChecked(disabled);
    setDisabled.mutate(disabled, {
      onError: (error) => {
        setChecked(!disabled);
        notifyError('Something went wrong', error.message);
      },
    });
  };

  return (
    <Modal title="Possible matches" onClose={onClose} testId="possible-matches-modal" size="wide">
      <MatchesSection
        title="Possible matches"
        testId="possible-matches-old"
        rows={old.data && old.data.available ? possibleMatchRows(old.data.results) : []}
        notice={methodNotice(old.data, old.isError)}
      />
      <MatchesSection
        title="AI possible matches"
        testId="possible-matches-ai"
        rows={ai.data && ai.data.available ? possibleMatchRows(ai.data.results) : []}
        notice={ai.isPending ? 'Loading…' : methodNotice(ai.data, ai.isError)}
      />
      {stock.data?.applicable === false ? null : (
        <StockSection answer={stock.data} pending={stock.isPending} failed={stock.isError} />
      )}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={checked}
          disabled={setDisabled.isPending}
          onChange={(event) => toggle(event.target.checked)}
          data-testid="possible-matches-dont-show"
        />
        Don&apos;t show these possible broadcast matches again
      </label>
      <div className="modal-actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}

function MatchesSection({
  title,
  rows,
  notice,
  testId,
}: {
  title: string;
  rows: PossibleMatchRow[];
  notice: string | null;
  testId: string;
}) {
  return (
    <section className="possible-matches-section" data-testid={testId}>
      <h3>{title}</h3>
      {notice ? (
        <p className="muted">{notice}</p>
      ) : (
        <table className="data-table possible-matches-table">
          <thead>
            <tr>
              <th>Broadcast</th>
              <th>From</th>
              <th>Date</th>
              <th>Similarity</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.broadcastId} data-testid="possible-match">
                <td>
                  {/* Spec: a row in possible matches opens the broadcast in a new tab. */}
                  <a href={row.href} target="_blank" rel="noopener noreferrer">
                    {row.subject}
                  </a>
                </td>
                <td>{row.companyName}</td>
                <td>{formatShortDateTime(row.date)}</td>
                <td className="possible-matches-similarity">{row.similarity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The third list: members' stock lines answering a WTB, each opening the part in a new tab. */
function StockSection({
  answer,
  pending,
  failed,
}: {
  answer: PossibleStockPayload | undefined;
  pending: boolean;
  failed: boolean;
}) {
  const notice = pending
    ? 'Loading…'
    : failed || !answer
      ? 'No matching stock found.'
      : !answer.available
        ? 'Not available yet.'
        : answer.results.length
          ? null
          : 'No matching stock found.';
  return (
    <section className="possible-matches-section" data-testid="possible-matches-stock">
      <h3>Stock that may answer it (AI)</h3>
      {notice ? (
        <p className="muted">{notice}</p>
      ) : (
        <table className="data-table possible-matches-table">
          <thead>
            <tr>
              <th>Part number</th>
              <th>Description</th>
              <th>Qty</th>
              <th>Price</th>
              <th>Company</th>
              <th>Similarity</th>
            </tr>
          </thead>
          <tbody>
            {answer!.results.map(({ part, similarity }) => (
              <tr key={String(part.id)} data-testid="possible-stock-line">
                <td>
                  <a href={`/parts/${encodeURIComponent(part.id)}`} target="_blank" rel="noopener noreferrer">
                    {part.partNumber}
                  </a>
                </td>
                <td>
                  {part.manufacturer} {part.description}
                </td>
                <td>{part.quantity}</td>
                <td>{part.price ? `€${part.price}` : 'CALL'}</td>
                <td>{part.company.name}</td>
                <td className="possible-matches-similarity">{`${Math.round(Math.min(100, Math.max(0, similarity)))}%`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
