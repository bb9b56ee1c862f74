import DonatePage from '../features/donations/donate-page.tsx';
import GiftAidDeclaration from '../features/tax-relief/gift-aid-declaration.tsx';

/** Donate, with the Gift Aid declaration below it in UK mode: two features, each in its own folder, met here. */
export default function DonateScreen() {
  return (
    <>
      <DonatePage />
      <GiftAidDeclaration />
    </>
  );
}
