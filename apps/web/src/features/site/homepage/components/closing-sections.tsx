import type { HomepageContent } from '@k9/contracts';
import { useEffect, useState } from 'react';
import { HOMEPAGE_TEXT } from '../homepage.messages';
import { countdownTarget, timeLeft, type TimeLeft } from '../countdown';
import styles from '../homepage.module.css';
import { SlotImage } from './slot-image';

/** Sections of the homepage in spec 1 §2.3's order, from the programmes to the final call to action. */
const MODULE_CODE = /\b[A-Z]\d{3}\b/;

export function ProgramsSection({ programs }: { programs: HomepageContent['programs'] }) {
  return (
    <section id="programs" className={styles.section}>
      <div className={styles.container}>
        <h2 className={styles.heading}>{programs.title}</h2>
        <p className={styles.subheading}>{programs.subtitle}</p>
        <div className={styles.modules}>
          {programs.modules.map((module, index) => (
            <article key={index} className={styles.card}>
              <div className={styles.media}>
                <SlotImage image={module.image} alt={module.title} variant={index} badge={MODULE_CODE.exec(`${module.title} ${module.image}`)?.[0]} />
              </div>
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>{module.title}</h3>
                <p className={styles.cardText}>{module.description}</p>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

export function SocialProofSection({ socialProof, images }: { socialProof: HomepageContent['socialProof']; images: string[] }) {
  return (
    <section id="social-proof" className={`${styles.section} ${styles.sectionAlt}`}>
      <div className={styles.container}>
        <h2 className={`${styles.heading} ${styles.headingSpaced}`}>{socialProof.title}</h2>
        {images.length ? (
          <div className={styles.testimonials}>
            {images.map((src, index) => (
              <img key={index} src={src} alt={`${socialProof.title} ${index + 1}`} loading="lazy" />
            ))}
          </div>
        ) : (
          <div className={styles.proofArt}>
            <SlotImage image={socialProof.image} alt={socialProof.title} variant={1} />
          </div>
        )}
      </div>
    </section>
  );
}

/** One item open at a time; the marker shows + when closed and − when open. */
export function FaqSection({ faq }: { faq: HomepageContent['faq'] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section id="faq" className={styles.section}>
      <div className={styles.container}>
        <h2 className={`${styles.heading} ${styles.headingSpaced}`}>{faq.title}</h2>
        <div className={styles.faq}>
          {faq.items.map((item, index) => {
            const expanded = open === index;
            return (
              <div key={index} className={styles.faqItem}>
                <h3 style={{ margin: 0 }}>
                  <button
                    type="button"
                    className={styles.faqQuestion}
                    aria-expanded={expanded}
                    aria-controls={`faq-answer-${index}`}
                    onClick={() => setOpen(expanded ? null : index)}
                  >
                    <span>{item.question}</span>
                    <span className={styles.faqMarker} aria-hidden="true">
                      {expanded ? '−' : '+'}
                    </span>
                  </button>
                </h3>
                <p id={`faq-answer-${index}`} role="region" className={styles.faqAnswer} hidden={!expanded}>
                  {item.answer}
                </p>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}

function Countdown() {
  const [target] = useState(() => countdownTarget(new Date()));
  const [left, setLeft] = useState<TimeLeft>(() => timeLeft(target, new Date()));
  useEffect(() => {
    const timer = setInterval(() => setLeft(timeLeft(target, new Date())), 1000);
    return () => clearInterval(timer);
  }, [target]);
  const units = [
    [left.days, HOMEPAGE_TEXT.countdown.days],
    [left.hours, HOMEPAGE_TEXT.countdown.hours],
    [left.minutes, HOMEPAGE_TEXT.countdown.minutes],
    [left.seconds, HOMEPAGE_TEXT.countdown.seconds],
  ] as const;
  return (
    // The timer role sits on a wrapper: a list keeps its own role, or its items lose their list (axe: listitem).
    <div role="timer" aria-live="off">
      <ul className={styles.countdown}>
        {units.map(([value, label]) => (
          <li key={label} className={styles.countdownUnit}>
            <span className={styles.countdownValue}>{String(value).padStart(2, '0')}</span>
            <span className={styles.countdownLabel}>{label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

type FinalCtaProps = { finalCta: HomepageContent['finalCta']; onRegister: () => void; onRegisterIntent: () => void };

export function FinalCtaSection({ finalCta, onRegister, onRegisterIntent }: FinalCtaProps) {
  const { pricing } = finalCta;
  return (
    <section id="final-cta" className={`${styles.section} ${styles.final}`}>
      <div className={styles.container}>
        <h2 className={styles.heading}>{finalCta.title}</h2>
        <p className={styles.subheading}>{finalCta.subtitle}</p>
        <Countdown />
        <div className={styles.pricing}>
          <h3 className={styles.pricingTitle}>{pricing.title}</h3>
          <p className={styles.price}>{pricing.price}</p>
          <p className={styles.period}>{pricing.period}</p>
          {pricing.specialOffer ? <p className={styles.offer}>{pricing.specialOffer}</p> : null}
          <ul className={styles.features}>
            {pricing.features.map((feature, index) => (
              <li key={index}>{feature}</li>
            ))}
          </ul>
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onRegister} onMouseEnter={onRegisterIntent} onFocus={onRegisterIntent}>
            {pricing.ctaText}
          </button>
          {pricing.disclaimer ? <p className={styles.disclaimer}>{pricing.disclaimer}</p> : null}
        </div>
      </div>
    </section>
  );
}
