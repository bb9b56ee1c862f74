import { PageMeta } from '../../app/page-meta.tsx';

export default function TrainsPage() {
  return (
    <article className="page">
      <PageMeta
        title="Rolling Stock"
        description="The engines Ant, Bee and WASP, the carriages and wagons of the Laxey Mines Railway."
      />
      <h1>Rolling Stock</h1>
      <p>This screen is being built.</p>
    </article>
  );
}
