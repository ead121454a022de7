import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PaymentFormSchema, type PaymentFormReq } from '@tbs/rules/forms';
import { isSuccess, payloadOf } from '../../api/apiError.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { showServerErrors, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { useCurrentUser } from '../../stores/session.ts';
import { notifyError } from '../../stores/snackbars.ts';
import { AccountChoice } from './AccountChoice.tsx';
import { ContractTermsModal } from './ContractTermsModal.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { PaymentFormStage } from './PaymentFormStage.tsx';
import { PaymentResult } from './PaymentResult.tsx';
import {
  getPlacedOrder,
  getRecordedBuyer,
  quoteInvoice,
  requestInvoice,
  type MembershipQuote,
  type OrderBuyer,
  type StoredOrder,
} from './paymentApi.ts';
import { trackPaymentEvent, trackPaymentEventOnExit } from './paymentEvents.ts';
import {
  formOfPlacedOrder,
  initialPaymentForm,
  invoiceFailureText,
  storeFormForReturn,
  storedFormOfReturn,
  withRecordedBuyer,
  type AccountOption,
  type PaymentForm,
  type PaymentFormErrors,
} from './paymentOrder.ts';
import './payment.css';

type Stage = 1 | 2 | 3 | 4 | 5;

/** Stage 2 to 3 waits this long after a passed validation (spec part 2 section 9). */
const STEP_DELAY_MS = 300;

const FAILURE_TITLE = 'Invoice could not be processed';

/** A signed-in member's company as its invoices are made out (null for a visitor, or until loaded). */
function useRecordedBuyer(signedIn: boolean): OrderBuyer | null {
  const { data } = useQuery({
    queryKey: queryKeys.member.invoiceBuyer,
    queryFn: async () => (await payloadOf(getRecordedBuyer())).buyer,
    enabled: signedIn,
  });
  return signedIn ? (data ?? null) : null;
}

/** The order placed before the provider, read back by the secret of its return; null until loaded. */
function usePlacedOrder(orderToken: string | null): StoredOrder | null {
  const { data } = useQuery({
    queryKey: queryKeys.paymentOrder(orderToken),
    queryFn: async () => (await payloadOf(getPlacedOrder(orderToken!))).order,
    enabled: orderToken !== null,
    staleTime: Infinity,
    retry: false,
  });
  return orderToken === null ? null : (data ?? null);
}

/** The stage a return from the provider opens (spec: stage=ok gives 4, stage=fail gives 5). */
const stageOfQuery = (stage: string | null): Stage => (stage === 'ok' ? 4 : stage === 'fail' ? 5 : 1);

/**
 * Pay TBS Membership (/payment): 1 choose an account, 2 the form, 3 verify the order and pay (a visitor solves
 * the captcha), then the card provider; its return opens 4 (ok) or 5 (fail). An existing invoice is paid from
 * Billing History (/invoices?pay=, pages/invoices).
 */
export function PaymentPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <MembershipOrder
      stageParam={searchParams.get('stage')}
      orderToken={searchParams.get('order')}
      clearStageParam={() => setSearchParams({}, { replace: true })}
    />
  );
}

function MembershipOrder({
  stageParam,
  orderToken,
  clearStageParam,
}: {
  stageParam: string | null;
  /** The placed order's secret the provider's return carries (stages 4 and 5). */
  orderToken: string | null;
  clearStageParam: () => void;
}) {
  const user = useCurrentUser();
  const isVisitor = user === null;
  const [stage, setStage] = useState<Stage>(() => stageOfQuery(stageParam));
  // Checked as the api checks it (spec part 2 section 5): every field required but the VAT number (its note
  // says a missing one adds tax), the e-mail well formed, the contract agreed.
  const [initialForm] = useState<PaymentForm>(() => storedFormOfReturn() ?? initialPaymentForm(user));
  const paymentForm = useSchemaForm(PaymentFormSchema, initialForm);
  const form = paymentForm.watch();
  const errors: PaymentFormErrors = Object.fromEntries(
    Object.entries(paymentForm.formState.errors).map(([field, error]) => [field, error?.message]),
  );
  const recordedBuyer = useRecordedBuyer(!isVisitor);
  const placedOrder = usePlacedOrder(stageOfQuery(stageParam) === 1 ? null : orderToken);
  const replaceForm = useCallback(
    (next: (current: PaymentForm) => PaymentForm) =>
      paymentForm.reset(next(paymentForm.getValues()), { keepErrors: true }),
    [paymentForm],
  );
  useEffect(() => {
    // Back from the provider: the order as it was placed, also where this tab kept no form (another tab or
    // address of the site); the form is filled from it for a Change Info.
    if (placedOrder) replaceForm((current) => formOfPlacedOrder(current, placedOrder));
  }, [placedOrder, replaceForm]);
  useEffect(() => {
    // The company's record fills what it holds; the server bills it whatever the form says.
    if (recordedBuyer) replaceForm((current) => withRecordedBuyer(current, recordedBuyer));
  }, [recordedBuyer, replaceForm]);
  const [quote, setQuote] = useState<MembershipQuote | null>(null);
  const [checking, setChecking] = useState(false);
  const [paying, setPaying] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [showContract, setShowContract] = useState(false);
  const interacted = useRef(false);
  // Abandoned = left after reaching stage 2 without completing (the provider redirect is not leaving).
  const abandonable = useRef(false);
  const stageRef = useRef(stage);
  useEffect(() => {
    abandonable.current = (stage === 2 || stage === 3) && !paying;
    stageRef.current = stage;
  }, [stage, paying]);

  useEffect(() => {
    trackPaymentEvent('payment_started');
    const initial = stageOfQuery(stageParam);
    if (initial === 1) trackPaymentEvent('payment_step1_started');
    if (initial === 4) trackPaymentEvent('payment_completed');
    if (initial === 5) trackPaymentEvent('payment_failed');
    const leave = () => {
      if (abandonable.current) {
        abandonable.current = false;
        trackPaymentEventOnExit('payment_abandoned', { stage: stageRef.current });
      }
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave(); // leaving the page inside the app
    };
    // Once per visit of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = useCallback(
    <Field extends keyof PaymentForm>(field: Field, value: PaymentForm[Field]) => {
      if (!interacted.current) {
        interacted.current = true;
        trackPaymentEvent('payment_form_interacted');
      }
      paymentForm.setValue(field, value as never);
      paymentForm.clearErrors(field);
    },
    [paymentForm],
  );

  const orderNow = (option: AccountOption) => {
    trackPaymentEvent('payment_step1_completed', { option });
    paymentForm.setValue('option', option);
    setStage(2);
  };

  /** Stage 2 -> 3: the form as a whole, here and then on the server (which also prices it). */
  const verify = paymentForm.handleSubmit(async (order) => {
    setChecking(true);
    const body = await quoteInvoice(order);
    if (!isSuccess(body) || !body.payload) {
      setChecking(false);
      showServerErrors(paymentForm, body.errors);
      notifyError(FAILURE_TITLE, invoiceFailureText(body), 5000);
      return;
    }
    const { quote: answered } = body.payload;
    setTimeout(() => {
      setChecking(false);
      setQuote(answered);
      setStage(3);
    }, STEP_DELAY_MS);
  });

  /** The form as the server takes it (trimmed, the country's code in capitals), or null while it fails. */
  const orderOfForm = (): PaymentFormReq | null => {
    const parsed = PaymentFormSchema.safeParse(paymentForm.getValues());
    return parsed.success ? parsed.data : null;
  };

  const pay = async () => {
    const order = orderOfForm();
    if (!order) {
      setStage(2);
      return;
    }
    setPaying(true);
    const body = await requestInvoice({
      ...order,
      ...(isVisitor ? { captcha: captcha ?? '' } : {}),
    });
    if (isSuccess(body) && body.payload?.link) {
      storeFormForReturn(form);
      window.location.assign(body.payload.link);
      return;
    }
    setPaying(false);
    if (isVisitor) {
      setCaptcha(null);
      setCaptchaRound((round) => round + 1);
    }
    showServerErrors(paymentForm, body.errors);
    notifyError(FAILURE_TITLE, invoiceFailureText(body), 5000);
    if (body.errors?.some(({ param }) => param !== 'captcha')) setStage(2);
  };

  /**
   * Stages 4 and 5 go back to Verify Order: the placed order as the server kept it, or else priced again from
   * the form this tab kept.
   */
  const backToVerify = async () => {
    clearStageParam();
    if (placedOrder) {
      setQuote(placedOrder.quote);
      setStage(3);
      return;
    }
    const order = orderOfForm();
    const body = order ? await quoteInvoice(order) : null;
    if (order && body && isSuccess(body) && body.payload) {
      setQuote(body.payload.quote);
      setStage(3);
    } else {
      setStage(2);
    }
  };

  return (
    <section className="page payment-page" data-testid="payment-page">
      <h1>Pay TBS Membership</h1>
      <ol className="payment-steps" aria-label="Steps">
        {['Choose account', 'Your details', 'Verify order', 'Done'].map((label, index) => (
          <li key={label} className={Math.min(stage, 4) === index + 1 ? 'payment-step--current' : undefined}>
            {label}
          </li>
        ))}
      </ol>
      {stage === 1 && <AccountChoice onOrder={orderNow} onShowContract={() => setShowContract(true)} />}
      {stage === 2 && (
        <PaymentFormStage
          form={form}
          recordedBuyer={recordedBuyer}
          errors={errors}
          checking={checking}
          onChange={change}
          onSubmit={() => void verify()}
          onBack={() => setStage(1)}
          onShowContract={() => setShowContract(true)}
        />
      )}
      {stage === 3 && quote && (
        <OrderSummary
          form={form}
          quote={quote}
          isVisitor={isVisitor}
          captcha={captcha}
          captchaRound={captchaRound}
          paying={paying}
          onCaptcha={setCaptcha}
          onChangeInfo={() => setStage(2)}
          onPay={() => void pay()}
        />
      )}
      {(stage === 4 || stage === 5) && (
        <PaymentResult
          ok={stage === 4}
          onBack={placedOrder || form.name ? () => void backToVerify() : null}
        />
      )}
      {showContract && <ContractTermsModal onClose={() => setShowContract(false)} />}
    </section>
  );
}
