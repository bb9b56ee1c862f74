import { useState } from 'react';
import DonatePage from '../features/donations/donate-page.tsx';
import GiftAidDeclaration from '../features/tax-relief/gift-aid-declaration.tsx';

/**
 * Donate, with the Gift Aid declaration above Give in UK mode: two features, each in its own folder, met here. A
 * declaration for this gift hands its id to the form, and the gift carries it (decision 163); back from paying, the
 * declaration names the gift just paid for instead (decision 166).
 */
export default function DonateScreen() {
  const [declarationId, setDeclarationId] = useState<string>();
  const [givenId, setGivenId] = useState<string>();
  return (
    <DonatePage
      giftAid={<GiftAidDeclaration onDeclared={setDeclarationId} giftId={givenId} />}
      declarationId={declarationId}
      onGiven={setGivenId}
    />
  );
}
