import { Progress, Typography } from 'antd';
import { CASE_PROGRESS_STEPS } from '@k9/contracts/learning/cases/cases.routes';
import { CASE_TEXT as T } from './case-builder.messages';

/** The step a reported progress has reached (0, 30, 60, 90, 100). */
const stepOf = (progress: number) => [...CASE_PROGRESS_STEPS].reverse().find((step) => progress >= step) ?? 0;

/** Over the form while the case is made (spec 2 §4.3, §9.2): the job's real progress, 0, 30, 60, 90, 100 %. */
export function CaseProgressOverlay({ progress }: { progress: number }) {
  const step = stepOf(progress);
  return (
    <div
      role="progressbar"
      aria-label={T.progressLabel}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={step}
      aria-valuetext={`${step}%`}
      data-progress={step}
      style={{
        position: 'absolute',
        inset: 0,
        zIndex: 10,
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: 12,
        background: 'rgba(255, 255, 255, 0.94)',
        borderRadius: 8,
        padding: 24,
        textAlign: 'center',
      }}
    >
      <Progress type="circle" percent={step} status={step === 100 ? 'success' : 'active'} aria-hidden />
      <Typography.Text strong aria-live="polite">
        {T.progressSteps[step]}
      </Typography.Text>
    </div>
  );
}
