import { AppstoreOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../app/use-document-title';
import { useTagOptionsQuery } from '../../content/content.api';
import { stopLearnerAudio } from '../audio/learner-audio';
import { learningApi, useLearnerCountsQuery } from '../learning.api';
import { openingQueries } from '../reading/opening-queries';
import { ShareButton } from '../reading/share-button';
import { HomeArea } from './areas';
import { addressQuery, initialProgram, readAddress, shareLink, type HomeAddress } from './home-address';
import { BADGE_TYPES, FUNCTION_BAR_TABS, PROGRAM_TABS, READING_TYPES, type HomeTab } from './home-tabs';
import { HOME_TEXT as T } from './home.messages';
import { loadSavedProgram, saveProgram } from './saved-program';
import { HOME_TAB_PANEL, TabBar, tabId } from './tab-bar';
import { useNarrow } from './use-narrow';

// Shown only after an address with mistakes: antd's Alert comes with it.
const AddressNotice = lazy(() => import('./address-notice').then((m) => ({ default: m.AddressNotice })));
const ProgramPicker = lazy(() => import('./program-picker').then((m) => ({ default: m.ProgramPicker })));
// The first-visit popup shows 1 s after load at the earliest (spec 2 §2.8): its markdown renderer need not come first.
const WelcomePopup = lazy(() => import('../../site/welcome-popup/welcome-popup').then((m) => ({ default: m.WelcomePopup })));
const FloatingButtons = lazy(() => import('../floating/floating-buttons').then((m) => ({ default: m.FloatingButtons })));
// The quiz statistics chips (and the celebration they decide) come just after the first render.
const QuizStatsHeader = lazy(() => import('../quiz/stats-header').then((m) => ({ default: m.QuizStatsHeader })));

/** A group of the toolbar's buttons, wrapping on a narrow screen (as antd's `<Space wrap size={[8, 8]}>` did). */
const TOOLBAR_GROUP = { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 } as const;

/** The loading state shown on every tab switch (spec 2 §2.2, §9.5). */
export const TAB_SWITCH_MS = 800;

/**
 * /home (spec 2 §2.1-§2.2): the tabs, the program and the open item live in the address and are read on load; the
 * share button copies all three; back and forward move between what the learner opened.
 */
export function K9HomePage() {
  useDocumentTitle(T.title);
  const narrow = useNarrow();
  const [params, setParams] = useSearchParams();
  const { data: tags } = useTagOptionsQuery();
  const programs = useMemo(() => tags?.TAG4_OPTIONS ?? [], [tags]);
  const programValues = useMemo(() => (tags ? programs.map((program) => program.value) : null), [tags, programs]);
  const { address, problems } = readAddress(params, programValues);
  const { data: counts } = useLearnerCountsQuery();
  const [switching, setSwitching] = useState(false);
  const [picking, setPicking] = useState(false);
  const [showFilters, setShowFilters] = useState(true);
  const switchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const prefetchList = learningApi.usePrefetch('learnerList');

  const go = useCallback(
    (next: Partial<HomeAddress>, options?: { replace?: boolean }) =>
      setParams((current) => addressQuery({ ...readAddress(current, null).address, ...next }), { replace: options?.replace }),
    [setParams],
  );

  // A link with an unknown tab, a malformed item or a program that no longer exists: the defaults, and one notice
  // saying everything that was wrong with the address as it arrived (once the program list is known).
  const arrival = useRef(params);
  const [notice, setNotice] = useState<string | null>(null);
  const noticed = useRef(false);
  useEffect(() => {
    if (noticed.current || !programValues) return;
    noticed.current = true;
    const found = readAddress(arrival.current, programValues).problems;
    if (found.length) setNotice(found.map((problem) => T[problem]).join(' '));
  }, [programValues]);
  const problemKey = programValues ? problems.join() : '';
  useEffect(() => {
    if (problemKey) setParams(addressQuery(address), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per distinct problem
  }, [problemKey]);

  // On load, a saved program is used while it is still a program, else 'all' (spec 2 §4.6).
  const programChecked = useRef(false);
  useEffect(() => {
    if (programChecked.current || !programValues) return;
    programChecked.current = true;
    const chosen = initialProgram(address.program, loadSavedProgram(), programValues);
    if (chosen !== address.program) go({ program: chosen }, { replace: true });
  }, [programValues, address.program, go]);

  useEffect(() => () => clearTimeout(switchTimer.current), []);

  const switchTab = (tab: HomeTab) => {
    if (tab === address.tab) return;
    stopLearnerAudio();
    // The new tab's lists are read during the loading state rather than after it.
    const type = READING_TYPES[tab];
    if (type) for (const args of openingQueries(tab, type, address.program)) prefetchList(args);
    go({ tab, item: null });
    window.scrollTo({ top: 0 });
    setSwitching(true);
    clearTimeout(switchTimer.current);
    switchTimer.current = setTimeout(() => setSwitching(false), TAB_SWITCH_MS);
  };

  const pickProgram = (program: string | null) => {
    saveProgram(program);
    setPicking(false);
    go({ program, item: null });
  };

  const onOpenItem = useCallback((item: number | null, options?: { replace?: boolean }) => go({ item }, options), [go]);
  const shareLinkOf = useCallback((item: number) => shareLink(window.location.origin, { ...address, item }), [address]);

  const badgeCounts = Object.fromEntries(
    Object.entries(BADGE_TYPES).map(([tab, type]) => [tab, counts?.published[type!]]),
  ) as Partial<Record<HomeTab, number>>;
  const programLabel = programs.find((program) => program.value === address.program)?.label ?? T.allPrograms;

  return (
    <section style={{ padding: narrow ? '8px 8px 96px' : '12px clamp(12px, 3vw, 32px) 96px', display: 'grid', gap: 12, minWidth: 0 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <div style={TOOLBAR_GROUP}>
          {PROGRAM_TABS.includes(address.tab) ? (
            <Button icon={<AppstoreOutlined />} onClick={() => setPicking(true)} aria-label={`${T.program}: ${programLabel}`}>
              {programLabel}
            </Button>
          ) : null}
          {FUNCTION_BAR_TABS.includes(address.tab) && !narrow ? (
            <Button icon={showFilters ? <EyeInvisibleOutlined /> : <EyeOutlined />} onClick={() => setShowFilters(!showFilters)}>
              {showFilters ? T.hideFunctionBar : T.showFunctionBar}
            </Button>
          ) : null}
        </div>
        <div style={TOOLBAR_GROUP}>
          <Suspense fallback={null}>
            <QuizStatsHeader program={address.program} programLabel={programLabel} narrow={narrow} />
          </Suspense>
          <ShareButton link={shareLink(window.location.origin, address)} size="middle" withLabel />
        </div>
      </div>
      <Suspense fallback={null}>{notice ? <AddressNotice notice={notice} onClose={() => setNotice(null)} /> : null}</Suspense>
      <TabBar active={address.tab} narrow={narrow} counts={badgeCounts} onSelect={switchTab} />
      <div role="tabpanel" id={HOME_TAB_PANEL} aria-labelledby={tabId(address.tab)} style={{ minWidth: 0 }}>
        {switching ? (
          <div style={{ display: 'grid', placeItems: 'center', padding: 64 }}>
            <Spin size="large" />
            <span style={{ marginTop: 12, color: '#4b5563' }}>{T.loading}</span>
          </div>
        ) : (
          <HomeArea
            tab={address.tab}
            program={address.program}
            openItemId={address.item}
            onOpenItem={onOpenItem}
            narrow={narrow}
            shareLinkOf={shareLinkOf}
            showFilters={showFilters || narrow}
          />
        )}
      </div>
      <Suspense fallback={null}>
        {picking ? <ProgramPicker open programs={programs} selected={address.program} onPick={pickProgram} onClose={() => setPicking(false)} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        <WelcomePopup />
        <FloatingButtons />
      </Suspense>
    </section>
  );
}
