import { BarChartOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { achievementToCelebrate, loadCelebrated, rememberCelebrated } from './celebration-rule';
import { useQuizScoresQuery } from './quiz.api';
import { useQuizStatsQuery } from './quiz.api';
import { statsChips, STATS_TEXT as T } from './stats-text';

// Shown only on demand: the modal when asked for, the celebration (with its confetti) when a program is completed.
const StatsModal = lazy(() => import('./stats-modal').then((m) => ({ default: m.StatsModal })));
const CelebrationDialog = lazy(() => import('./celebration-dialog').then((m) => ({ default: m.CelebrationDialog })));

/**
 * Scores and statistics are read again when the learner comes back to the tab: a submit made elsewhere (another tab,
 * another device) then shows in the badges, the chips and the celebration. A submit or a grade in this tab refreshes
 * them already (the quiz api's tags and 'quiz.attempt.changed').
 */
function useRefreshOnReturn(refetch: () => void) {
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    window.addEventListener('focus', refetch);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', refetch);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refetch]);
}

type Props = { program: string | null; programLabel: string; narrow: boolean };

/**
 * The learner's quiz progress in the home header (spec 2 §2.2, §2.3, §4.7; issue 14 §3): chips on desktop ('Quiz:
 * 12/40', 'Đạt: 9', 'Điểm TB: 78') that open the details, a button on phones; scoped to the chosen program. When the
 * chosen program becomes completed, the congratulation dialog shows once per achievement.
 */
export function QuizStatsHeader({ program, programLabel, narrow }: Props) {
  // currentData: never the previous program's figures while the chosen one's load.
  const { currentData: stats, refetch: refetchStats } = useQuizStatsQuery(program);
  const { refetch: refetchScores } = useQuizScoresQuery();
  const [open, setOpen] = useState(false);
  const [celebrated, setCelebrated] = useState(loadCelebrated);
  const [celebrating, setCelebrating] = useState<{ key: string; total: number; program: string } | null>(null);

  const refresh = useCallback(() => {
    try {
      refetchStats();
      refetchScores();
    } catch {
      // Not started yet (the first read is still to come): nothing to refresh.
    }
  }, [refetchStats, refetchScores]);
  useRefreshOnReturn(refresh);

  // Once per achievement (spec 2 §4.7): taken from what this browser remembers, and remembered as it shows.
  const due = celebrating ? null : achievementToCelebrate(program, stats, celebrated);
  if (due && stats) {
    setCelebrated(new Set(celebrated).add(due));
    setCelebrating({ key: due, total: stats.total, program: programLabel });
  }
  useEffect(() => {
    if (celebrating) rememberCelebrated(celebrating.key);
  }, [celebrating]);
  const celebrationOver = useCallback(() => setCelebrating(null), []);

  return (
    <>
      {stats ? (
        narrow ? (
          <Button icon={<BarChartOutlined />} onClick={() => setOpen(true)} aria-label={T.chipsLabel}>
            {T.button}
          </Button>
        ) : (
          <span role="group" aria-label={T.chipsLabel} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            {statsChips(stats).map((text) => (
              <Tag key={text} color="blue" style={{ marginInlineEnd: 0 }}>
                {text}
              </Tag>
            ))}
            <Button size="small" type="text" icon={<BarChartOutlined />} onClick={() => setOpen(true)} aria-label={T.details} title={T.details} />
          </span>
        )
      ) : null}
      <Suspense fallback={null}>
        {open && stats ? <StatsModal stats={stats} programLabel={programLabel} onClose={() => setOpen(false)} /> : null}
        {celebrating ? <CelebrationDialog key={celebrating.key} total={celebrating.total} program={celebrating.program} onDone={celebrationOver} /> : null}
      </Suspense>
    </>
  );
}
