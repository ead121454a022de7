import { useState } from 'react';
import { Link } from 'react-router';
import { isSuccess, rateLimitMessage } from '../../../api/apiError.ts';
import { isOn, type CompanyProfile } from '../../../api/types.ts';
import { formatLongDate } from '../../../format/dates.ts';
import { companyPath } from '../../../router/paths.ts';
import { ConfirmActionModal } from '../../../modals/compose/ConfirmActionModal.tsx';
import { useCurrentUser } from '../../../stores/session.ts';
import { notifyError, notifySuccess } from '../../../stores/snackbars.ts';
import {
  moderateRecommendation,
  refreshAfterRecommendationChange,
  useOwnRecommendations,
  type OwnerRecommendation,
  type RecommendationAction,
} from './recommendationsApi.ts';
import { RecommendModal } from './RecommendModal.tsx';
import './recommendations.css';
import { Skeleton } from '../../../components/skeleton/Skeleton.tsx';

type PublicRecommendation = CompanyProfile['recommendations'][number];

/** The spec's snackbars (part 1 section 8) per action: success title, failure title. */
const ACTION_TEXTS: Record<RecommendationAction, { done: string; failed: string }> = {
  approveRec: { done: 'Recommendation approved', failed: 'Recommendation could not be approved' },
  declineRec: { done: 'Recommendation declined', failed: 'Recommendation could not be declined' },
  deleteRec: { done: 'Recommendation deleted', failed: 'Recommendation could not be deleted' },
};

/** One recommendation: the text, who wrote it ('TBS Member' for visitors) and when. */
function RecommendationText({
  recommendation,
}: {
  recommendation: PublicRecommendation | OwnerRecommendation;
}) {
  const companyId = 'companyId' in recommendation ? recommendation.companyId : null;
  return (
    <>
      <blockquote className="recommendation-text" data-testid="recommendation-text">
        {recommendation.description}
      </blockquote>
      <p className="recommendation-meta muted">
        <span data-testid="recommendation-author">
          {recommendation.contactName && `${recommendation.contactName}, `}
          {companyId ? (
            <Link to={companyPath(companyId)}>{recommendation.companyName}</Link>
          ) : (
            recommendation.companyName
          )}
        </span>{' '}
        · {formatLongDate(recommendation.dt)}
      </p>
    </>
  );
}

/** The owner's view: waiting recommendations with Approve and Decline, approved ones with Delete. */
function OwnerRecommendations({ companyId }: { companyId: number }) {
  const { data, isPending, isError } = useOwnRecommendations(true);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<{
    recommendation: OwnerRecommendation;
    action: RecommendationAction;
  } | null>(null);

  const run = async (recommendation: OwnerRecommendation, action: RecommendationAction) => {
    setBusyId(recommendation.id);
    const body = await moderateRecommendation(recommendation.id, action);
    setBusyId(null);
    setConfirming(null);
    const texts = ACTION_TEXTS[action];
    if (isSuccess(body)) notifySuccess(texts.done);
    else {
      const reason = rateLimitMessage(body) ?? body.msg ?? '';
      notifyError(
        texts.failed,
        `${reason ? `${reason} ` : ''}Please try again. If the problem persists please contact TBS.`,
      );
    }
    // Also after a failure: someone may have changed it meanwhile (another tab, the recommendation deleted).
    refreshAfterRecommendationChange(companyId);
  };

  if (isPending) return <Skeleton lines={3} label="Loading recommendations" />;
  if (isError)
    return <p className="muted">Your recommendations could not be loaded. Please reload the page.</p>;
  const waiting = data.filter((recommendation) => !isOn(recommendation.status));
  const approved = data.filter((recommendation) => isOn(recommendation.status));

  return (
    <>
      {waiting.length > 0 && (
        <div className="recommendations-waiting" data-testid="recommendations-waiting">
          <h4>Waiting for your approval</h4>
          <ul className="recommendation-list">
            {waiting.map((recommendation) => (
              <li
                key={recommendation.id}
                className="recommendation recommendation--waiting"
                data-testid="recommendation-waiting"
              >
                <RecommendationText recommendation={recommendation} />
                <div className="recommendation-actions">
                  <button
                    type="button"
                    className="button button--small button--primary"
                    disabled={busyId === recommendation.id}
                    onClick={() => void run(recommendation, 'approveRec')}
                    data-testid="recommendation-approve"
                  >
                    Approve
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    disabled={busyId === recommendation.id}
                    onClick={() => setConfirming({ recommendation, action: 'declineRec' })}
                    data-testid="recommendation-decline"
                  >
                    Decline
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
      {approved.length === 0 ? (
        <p className="muted" data-testid="recommendations-empty">
          No approved recommendations yet.
        </p>
      ) : (
        <ul className="recommendation-list" data-testid="recommendations-approved">
          {approved.map((recommendation) => (
            <li key={recommendation.id} className="recommendation" data-testid="recommendation">
              <RecommendationText recommendation={recommendation} />
              <div className="recommendation-actions">
                <button
                  type="button"
                  className="button button--small button--danger"
                  disabled={busyId === recommendation.id}
                  onClick={() => setConfirming({ recommendation, action: 'deleteRec' })}
                  data-testid="recommendation-delete"
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <ConfirmActionModal
          title={confirming.action === 'declineRec' ? 'Decline recommendation' : 'Delete recommendation'}
          confirmLabel={confirming.action === 'declineRec' ? 'Decline' : 'Delete'}
          danger
          busy={busyId !== null}
          onConfirm={() => void run(confirming.recommendation, confirming.action)}
          onClose={() => setConfirming(null)}
          testId={
            confirming.action === 'declineRec'
              ? 'confirm-decline-recommendation'
              : 'confirm-delete-recommendation'
          }
        >
          <p>
            {confirming.action === 'declineRec'
              ? `Decline the recommendation of ${confirming.recommendation.companyName}? It is removed and never shown.`
              : `Delete the recommendation of ${confirming.recommendation.companyName}? It is no longer shown on your company page.`}
          </p>
        </ConfirmActionModal>
      )}
    </>
  );
}

/**
 * The Recommendations section of the company body (not in modal mode, not for service-only companies):
 * approved recommendations for everyone (the recommender shown as 'TBS Member' to visitors, by the server);
 * for the owner of the company also the waiting ones, to approve or decline, and Delete on approved ones.
 */
export function RecommendationsSection({
  company,
  isOwnCompany,
}: {
  company: CompanyProfile;
  isOwnCompany: boolean;
}) {
  const user = useCurrentUser();
  if (isOn(company.isServiceOnly)) return null;
  const isOwner = isOwnCompany && Boolean(user?.isOwner) && user?.companyId === company.id;

  return (
    <section className="recommendations-section" data-testid="recommendations-section">
      <h3>Recommendations</h3>
      {isOwner ? (
        <OwnerRecommendations companyId={company.id} />
      ) : company.recommendations.length === 0 ? (
        <p className="muted" data-testid="recommendations-empty">
          No recommendations yet.
        </p>
      ) : (
        <ul className="recommendation-list" data-testid="recommendations-approved">
          {company.recommendations.map((recommendation) => (
            <li key={recommendation.id} className="recommendation" data-testid="recommendation">
              <RecommendationText recommendation={recommendation} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The Recommend button (members, another company that is not service-only), opening the Recommend modal. */
export function RecommendButton({ company }: { company: CompanyProfile }) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user || user.companyId === company.id || isOn(company.isServiceOnly)) return null;
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)} data-testid="recommend-button">
        Recommend
      </button>
      {open && <RecommendModal company={company} onClose={() => setOpen(false)} />}
    </>
  );
}
