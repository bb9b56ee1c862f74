import { useState } from 'react';
import type { SecondFactorNext } from '@lmr/shared/second-factor';
import { SecondFactorStep } from '../../components/second-factor/second-factor-step.tsx';
import { landingFor } from './api.ts';

/**
 * What follows a password, typed at login or chosen from an e-mailed link: the second factor where the
 * session needs one, then the role's landing page. `step` is that factor's screen while it is asked.
 */
export function useSignInSteps() {
  const [secondStep, setSecondStep] = useState<{ role: string; next: 'verify' | 'enrol' } | null>(null);
  const signedIn = ({ role, secondFactor }: { role: string; secondFactor?: SecondFactorNext | undefined }) => {
    // An admin who may go without a second factor is asked on the dashboard's Security section instead.
    if (secondFactor && secondFactor !== 'suggest') return setSecondStep({ role, next: secondFactor });
    // A full load, so every part of the page starts again from the new session.
    window.location.assign(landingFor(role));
  };
  const step = secondStep && (
    <SecondFactorStep next={secondStep.next} onDone={() => window.location.assign(landingFor(secondStep.role))} />
  );
  return { step, signedIn };
}
