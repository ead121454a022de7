import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { getAdvertisement, isSuccess } from '../../api/client.ts';

const digitsOnly = /^\d+$/;

/** /advertisement/{id}: send the visitor to the advertiser's address, or home. */
export function AdvertisementRedirectPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const validId = digitsOnly.test(id);

  useEffect(() => {
    if (!validId) return;
    void getAdvertisement(id).then((body) => {
      const target = isSuccess(body) ? body.payload?.redirectURL : null;
      if (target) window.location.replace(target);
      else void navigate('/', { replace: true });
    });
  }, [id, validId, navigate]);

  if (!validId) return <Navigate to="/" replace />;
  return (
    <section className="page" data-testid="advertisement-redirect">
      <p className="page-lead">Redirecting...</p>
    </section>
  );
}
