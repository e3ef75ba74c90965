import type { HomepageContent } from '@k9/contracts';
import styles from '../homepage.module.css';
import { HeroIllustration, SlotIllustration } from './illustrations';
import { SlotImage } from './slot-image';

/** Sections of the homepage in spec 1 §2.3's order, up to the stats overview. */
export function HeroSection({ hero }: { hero: HomepageContent['hero'] }) {
  return (
    <section id="hero" className={styles.hero}>
      <div className={`${styles.container} ${styles.heroGrid}`}>
        <div>
          <span className={styles.brandLine}>
            {hero.brandLine} · {hero.brandSubtitle}
          </span>
          <h1 className={styles.heroTitle}>{hero.tagline}</h1>
          <p className={styles.heroText}>{hero.description}</p>
          <a href="#final-cta" className={`${styles.button} ${styles.primary}`}>
            {hero.ctaText}
          </a>
        </div>
        <div className={styles.heroArt}>
          <HeroIllustration />
        </div>
      </div>
    </section>
  );
}

type Card = { icon?: string; title: string; image: string; description: string };

function CardGrid({ cards, variantOffset }: { cards: Card[]; variantOffset: number }) {
  return (
    <div className={styles.grid}>
      {cards.map((card, index) => (
        <article key={index} className={styles.card}>
          <div className={styles.media}>
            <SlotImage image={card.image} alt={card.title} variant={index + variantOffset} />
          </div>
          <div className={styles.cardBody}>
            {card.icon ? <span className={styles.icon} aria-hidden="true">{card.icon}</span> : null}
            <h3 className={styles.cardTitle}>{card.title}</h3>
            <p className={styles.cardText}>{card.description}</p>
          </div>
        </article>
      ))}
    </div>
  );
}

export function ProblemSection({ problem }: { problem: HomepageContent['problem'] }) {
  return (
    <section id="problem" className={styles.section}>
      <div className={styles.container}>
        <h2 className={styles.heading}>{problem.title}</h2>
        <p className={styles.subheading}>{problem.subtitle}</p>
        <CardGrid cards={problem.cards} variantOffset={3} />
      </div>
    </section>
  );
}

export function SolutionSection({ solution }: { solution: HomepageContent['solution'] }) {
  return (
    <section id="solution" className={`${styles.section} ${styles.sectionAlt}`}>
      <div className={styles.container}>
        <h2 className={`${styles.heading} ${styles.headingSpaced}`}>{solution.title}</h2>
        <CardGrid cards={solution.items} variantOffset={0} />
      </div>
    </section>
  );
}

export function HowItWorksSection({ howItWorks }: { howItWorks: HomepageContent['howItWorks'] }) {
  return (
    <section id="how-it-works" className={styles.section}>
      <div className={styles.container}>
        <h2 className={`${styles.heading} ${styles.headingSpaced}`}>{howItWorks.title}</h2>
        <div className={`${styles.grid} ${styles.grid4}`}>
          {howItWorks.steps.map((step, index) => (
            <article key={index} className={styles.card}>
              <div className={styles.media}>
                <SlotImage image={step.image} alt={step.title} variant={index + 1} />
              </div>
              <div className={styles.cardBody}>
                <div className={styles.stepNumber}>{step.number}</div>
                <h3 className={styles.cardTitle}>{step.title}</h3>
                <p className={styles.cardText}>{step.description}</p>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

type StatsProps = { statsOverview: HomepageContent['statsOverview']; resourceImages: Array<string | undefined> };

export function StatsOverviewSection({ statsOverview, resourceImages }: StatsProps) {
  const library = statsOverview.resourceLibrary;
  return (
    <section id="stats" className={`${styles.section} ${styles.sectionAlt}`}>
      <div className={styles.container}>
        <h2 className={`${styles.heading} ${styles.headingSpaced}`}>{statsOverview.title}</h2>
        <div className={styles.stats}>
          {statsOverview.stats.map((stat, index) => (
            <div key={index} className={styles.stat}>
              <div className={styles.statNumber}>{stat.number}</div>
              <p className={styles.statLabel}>{stat.description}</p>
              <p className={styles.statDetail}>{stat.detail}</p>
            </div>
          ))}
        </div>
        <h3 className={styles.resourceTitle}>{library.title}</h3>
        <p className={styles.subheading}>{library.subtitle}</p>
        <div className={`${styles.grid} ${styles.grid4}`}>
          {library.resources.map((resource, index) => (
            <article key={index} className={`${styles.card} ${styles.resource}`}>
              <div className={styles.resourceMedia}>
                {resourceImages[index] ? (
                  <img src={resourceImages[index]} alt={resource.title} loading="lazy" />
                ) : (
                  <SlotIllustration label={resource.title} variant={index} />
                )}
              </div>
              <div>
                <h4 className={styles.cardTitle}>{resource.title}</h4>
                <p className={styles.cardText}>{resource.description}</p>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
