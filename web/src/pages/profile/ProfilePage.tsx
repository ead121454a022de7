import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { isOn } from '../../api/types.ts';
import { CompanyBody } from '../../components/company/CompanyBody.tsx';
import { useOwnCompany } from '../../queries/companies.ts';
import { companyPath } from '../../router/paths.ts';
import { useCurrentUser } from '../../stores/session.ts';
import { BroadcastSettingsModal } from '../../components/broadcastSettings/BroadcastSettingsModal.tsx';
import { ChangePasswordModal } from './ChangePasswordModal.tsx';
import { MemberBadgeSection } from './MemberBadgeSection.tsx';

/**
 * /profile: the own company in edit mode. The owner updates the company fields, every contact their own
 * contact and (not service-only) its RFQ and possible-match switches; everyone changes their password and
 * reaches 2FA. Visitors, and anyone whose profile does not load, go home (spec part 2, section 2).
 */
export function ProfilePage() {
  const user = useCurrentUser();
  const own = useOwnCompany();
  const [changingPassword, setChangingPassword] = useState(false);
  const [editingBroadcastSettings, setEditingBroadcastSettings] = useState(false);

  if (!user || own.isError) return <Navigate to="/" replace />;

  return (
    <section className="page profile-page" data-testid="profile-page">
      <h1>Your Profile</h1>
      <div className="card profile-account" data-testid="profile-account">
        <span>
          Signed in as <strong>{user.name}</strong> ({user.email})
          {user.isOwner && <span className="badge">Company owner</span>}
        </span>
        <button
          type="button"
          className="button"
          onClick={() => setChangingPassword(true)}
          data-testid="change-password-button"
        >
          Change Password
        </button>
        <Link className="button" to="/2fa" data-testid="profile-2fa-link">
          2-Factor Authentication: {isOn(user.enable2fa) ? 'on' : 'off'}
        </Link>
        <Link className="button" to={companyPath(user.companyId)} data-testid="profile-company-page-link">
          View company page
        </Link>
        {!isOn(user.isServiceOnly) && (
          <button
            type="button"
            className="button"
            onClick={() => setEditingBroadcastSettings(true)}
            data-testid="profile-broadcast-settings"
          >
            Broadcast settings
          </button>
        )}
      </div>
      {!user.isOwner && (
        <p className="muted" data-testid="profile-owner-note">
          Only your company&apos;s owner can change the company details; you can update your own contact.
        </p>
      )}
      {own.isPending ? (
        <p className="muted">Loading your profile…</p>
      ) : (
        <>
          <h2 data-testid="profile-company-name">{own.data.company.name}</h2>
          <CompanyBody company={own.data.company} contacts={own.data.contacts} mode="edit" />
          <MemberBadgeSection company={own.data.company} />
        </>
      )}
      {changingPassword && <ChangePasswordModal onClose={() => setChangingPassword(false)} />}
      {editingBroadcastSettings && (
        <BroadcastSettingsModal onClose={() => setEditingBroadcastSettings(false)} />
      )}
    </section>
  );
}
