import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { taxReliefAdminWords as w, taxReliefSchemeNames } from '@lmr/shared/tax-relief-words';
import { taxYearOf } from '@lmr/shared/tax-years';
import { railwayToday } from '@lmr/shared/timetable';
import { PageMeta } from '../../components/page-meta.tsx';
import { Field } from '../../components/ui/form-field.tsx';
import { errorWords } from '../../components/ui/screen-actions.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { DeclarationsSection } from './admin-declarations.tsx';
import { annualStatement, taxReliefQuery } from './api.ts';
import { GiftAidClaims } from './gift-aid-claims-section.tsx';

function ClaimSection() {
  const today = railwayToday();
  const [from, setFrom] = useState(`${Number(today.slice(0, 4)) - 1}${today.slice(4)}`);
  const [to, setTo] = useState(today);
  return (
    <section className="card-panel" aria-labelledby="claim">
      <h2 id="claim">{w.claimTitle}</h2>
      <p>{w.claimIntro}</p>
      <Field label={w.from} type="date" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
      <Field label={w.to} type="date" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
      <GiftAidClaims from={from} to={to} />
    </section>
  );
}

function StatementSection() {
  const [year, setYear] = useState(String(taxYearOf(railwayToday()) - 1));
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    try {
      const text = await annualStatement({ year: Number(year), email });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
      link.download = `gifts-${year}.txt`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (err) {
      setError(errorWords(err as Error));
    }
  };
  return (
    <form className="card-panel" aria-labelledby="statement" onSubmit={(e) => void onSubmit(e)}>
      <h2 id="statement">{w.statementTitle}</h2>
      <p>{w.statementIntro}</p>
      <Field label={w.year} type="number" value={year} onChange={(e) => setYear(e.currentTarget.value)} />
      <Field label={w.donorEmail} type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
      {error && <p role="alert">{error}</p>}
      <button type="submit" className="button">
        {w.downloadStatement}
      </button>
    </form>
  );
}

/** The admins' tax relief: the claim schedule in UK mode, a donor's annual statement in the Isle of Man. */
function AdminTaxReliefPage() {
  const relief = useQuery(taxReliefQuery);
  return (
    <article className="page">
      <PageMeta title={w.title} description="" noindex />
      <h1>{w.title}</h1>
      {relief.error && <p role="alert">{errorWords(relief.error)}</p>}
      {relief.data && <p>{w.scheme(taxReliefSchemeNames[relief.data.scheme])}</p>}
      {relief.data?.scheme === 'uk-gift-aid' && (
        <>
          <ClaimSection />
          <DeclarationsSection />
        </>
      )}
      {relief.data?.scheme === 'isle-of-man' && <StatementSection />}
    </article>
  );
}

export default withQueryClient(AdminTaxReliefPage);
