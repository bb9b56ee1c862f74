import sponsors from '@content/sponsors.json';
import { contentImage } from './content-images.ts';
import { Picture } from './content-image.tsx';
import { MarkdownPage } from './markdown-page.tsx';

export default function SponsorsPage() {
  return (
    <MarkdownPage name="sponsors">
      <section aria-labelledby="sponsor-logos">
        <h2 id="sponsor-logos">With thanks to</h2>
        <ul className="logo-grid">
          {sponsors.logos.map((logo) => (
            <li key={logo.image}>
              <Picture image={contentImage(logo.image)} alt={`${logo.name} logo`} sizes="10rem" />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sponsor-names">
        <h2 id="sponsor-names">And our sponsors</h2>
        <ul className="name-list">
          {sponsors.names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </section>
    </MarkdownPage>
  );
}
