import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useAdvertisement } from '../../queries/advertisements.ts';

const digitsOnly = /^\d+$/;

/** /advertisement/{id}: send the visitor to the advertiser's address, or home. */
export function AdvertisementRedirectPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const validId = digitsOnly.test(id);
  const { data: advertisement, isError } = useAdvertisement(id, validId);
  const target = advertisement?.redirectURL;

  useEffect(() => {
    if (target) window.location.replace(target);
    else if (advertisement || isError) void navigate('/', { replace: true });
  }, [target, advertisement, isError, navigate]);

  if (!validId) return <Navigate to="/" replace />;
  return (
    <section className="page" data-testid="advertisement-redirect">
      <p className="page-lead">Redirecting...</p>
    </section>
  );
}
